import {
  createEquipmentCategory, createWorkType, deleteEquipmentCategory, deleteWorkType, equipmentCategoryKeys,
  getEquipmentCategory, getWorkType, listEquipmentCategories, listWorkTypes, updateEquipmentCategory, updateWorkType,
  workTypeKeys,
} from '@groundwork/shared/api';
import { MESSAGES, type ApiRoute } from '@groundwork/shared/domain';
import {
  equipmentCategorySchema, workTypeSchema, type EquipmentCategoryInput, type WorkTypeInput,
} from '@groundwork/shared/validation';
import { fromSchema, type ParseResult } from '../../lib/record-form';

/** The editable fields of a content item: a name, and for work types whether equipment lines are required. */
export interface ContentValues {
  name: string;
  isEquipmentRequired: boolean;
}

export interface ContentItem {
  id: number;
  name: string;
  isEquipmentRequired?: boolean;
}

/**
 * One content list (spec 02 §2 Contents): its routes, calls, messages and whether it has the
 * "equipment required" flag. The list and form screens are written once and driven by this. `B` is the request body.
 */
export interface ContentKind<B> {
  /** Route under /contents, e.g. 'work-types'. */
  path: string;
  /** Caption of the table, e.g. 'Work Types'. */
  plural: string;
  /** Button text, e.g. 'Add Work Type'. */
  addLabel: string;
  /** 'work type' in 'Are you sure delete this work type?'. */
  confirmNoun: string;
  hasEquipmentFlag: boolean;
  /** The API routes of Add, Edit and Delete: each is offered only to users who may call it (reading needs none). */
  routes: { add: ApiRoute; edit: ApiRoute; delete: ApiRoute };
  /** The form's values checked with the shared schema: the request body, or the per-field messages. */
  parse: (values: ContentValues) => ParseResult<B>;
  keys: { all: readonly unknown[]; detail: (id: number) => readonly unknown[] };
  list: () => Promise<ContentItem[]>;
  get: (id: number) => Promise<ContentItem>;
  create: (body: B) => Promise<unknown>;
  update: (id: number, body: B) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  addedMessage: string;
  deletedMessage: string;
}

const workTypeBody = (v: ContentValues) => ({ name: v.name, isEquipmentRequired: v.isEquipmentRequired });
const categoryBody = (v: ContentValues) => ({ name: v.name });

export const WORK_TYPES: ContentKind<WorkTypeInput> = {
  path: 'work-types',
  plural: 'Work Types',
  addLabel: 'Add Work Type',
  confirmNoun: 'work type',
  hasEquipmentFlag: true,
  routes: { add: 'POST /api/work-types', edit: 'PUT /api/work-types/:id', delete: 'DELETE /api/work-types/:id' },
  parse: (v) => fromSchema(workTypeSchema.safeParse(workTypeBody(v))),
  keys: workTypeKeys,
  list: listWorkTypes,
  get: getWorkType,
  create: createWorkType,
  update: updateWorkType,
  remove: deleteWorkType,
  addedMessage: MESSAGES.workTypesAdded,
  deletedMessage: MESSAGES.workTypeDeleted,
};

export const EQUIPMENT_CATEGORIES: ContentKind<EquipmentCategoryInput> = {
  path: 'equipment-categories',
  plural: 'Equipment Categories',
  addLabel: 'Add Equipment Category',
  confirmNoun: 'equipment category',
  hasEquipmentFlag: false,
  routes: { add: 'POST /api/equipment/categories', edit: 'PUT /api/equipment/categories/:id', delete: 'DELETE /api/equipment/categories/:id' },
  parse: (v) => fromSchema(equipmentCategorySchema.safeParse(categoryBody(v))),
  keys: equipmentCategoryKeys,
  list: listEquipmentCategories,
  get: getEquipmentCategory,
  create: createEquipmentCategory,
  update: updateEquipmentCategory,
  remove: deleteEquipmentCategory,
  addedMessage: MESSAGES.equipmentCategoriesAdded,
  deletedMessage: MESSAGES.equipmentCategoryDeleted,
};
