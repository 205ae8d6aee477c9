import {
  createEquipmentCategory, createWorkType, deleteEquipmentCategory, deleteWorkType, equipmentCategoryKeys,
  getEquipmentCategory, getWorkType, listEquipmentCategories, listWorkTypes, updateEquipmentCategory, updateWorkType,
  workTypeKeys,
} from '@groundwork/shared/api';
import { MESSAGES, PERMISSIONS, type EquipmentCategory, type Permission, type WorkType } from '@groundwork/shared/domain';
import { equipmentCategorySchema, fieldErrors, workTypeSchema } from '@groundwork/shared/validation';

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
 * "equipment required" flag. The list and form screens are written once and driven by this.
 */
export interface ContentKind {
  /** Route under /contents, e.g. 'work-types'. */
  path: string;
  /** Caption of the table, e.g. 'Work Types'. */
  plural: string;
  /** Button text, e.g. 'Add Work Type'. */
  addLabel: string;
  /** 'work type' in 'Are you sure delete this work type?'. */
  confirmNoun: string;
  hasEquipmentFlag: boolean;
  /** Needed to add, edit and delete (the server's rule; reading needs none). */
  permission: Permission;
  /** Per-field messages of the form's values (empty when valid), from the shared schema. */
  validate: (values: ContentValues) => Record<string, string>;
  keys: { all: readonly unknown[]; detail: (id: number) => readonly unknown[] };
  list: () => Promise<ContentItem[]>;
  get: (id: number) => Promise<ContentItem>;
  create: (values: ContentValues) => Promise<unknown>;
  update: (id: number, values: ContentValues) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  addedMessage: string;
  deletedMessage: string;
}

type Parsed = { success: true } | { success: false; error: Parameters<typeof fieldErrors>[0] };
const errorsOf = (result: Parsed) => (result.success ? {} : fieldErrors(result.error));

const workTypeBody = (v: ContentValues): Pick<WorkType, 'name' | 'isEquipmentRequired'> => ({
  name: v.name,
  isEquipmentRequired: v.isEquipmentRequired,
});
const categoryBody = (v: ContentValues): Pick<EquipmentCategory, 'name'> => ({ name: v.name });

export const WORK_TYPES: ContentKind = {
  path: 'work-types',
  plural: 'Work Types',
  addLabel: 'Add Work Type',
  confirmNoun: 'work type',
  hasEquipmentFlag: true,
  permission: PERMISSIONS.CONTENTS_WORK_TYPES,
  validate: (v) => errorsOf(workTypeSchema.safeParse(workTypeBody(v))),
  keys: workTypeKeys,
  list: listWorkTypes,
  get: getWorkType,
  create: (v) => createWorkType(workTypeBody(v)),
  update: (id, v) => updateWorkType(id, workTypeBody(v)),
  remove: deleteWorkType,
  addedMessage: MESSAGES.workTypesAdded,
  deletedMessage: MESSAGES.workTypeDeleted,
};

export const EQUIPMENT_CATEGORIES: ContentKind = {
  path: 'equipment-categories',
  plural: 'Equipment Categories',
  addLabel: 'Add Equipment Category',
  confirmNoun: 'equipment category',
  hasEquipmentFlag: false,
  permission: PERMISSIONS.CONTENTS_EQUIPMENT_CATEGORIES,
  validate: (v) => errorsOf(equipmentCategorySchema.safeParse(categoryBody(v))),
  keys: equipmentCategoryKeys,
  list: listEquipmentCategories,
  get: getEquipmentCategory,
  create: (v) => createEquipmentCategory(categoryBody(v)),
  update: (id, v) => updateEquipmentCategory(id, categoryBody(v)),
  remove: deleteEquipmentCategory,
  addedMessage: MESSAGES.equipmentCategoriesAdded,
  deletedMessage: MESSAGES.equipmentCategoryDeleted,
};
