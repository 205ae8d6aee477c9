import {
  createEquipmentCategory, createWorkType, deleteEquipmentCategory, deleteWorkType, equipmentCategoryKeys,
  getEquipmentCategory, getWorkType, listEquipmentCategories, listWorkTypes, updateEquipmentCategory, updateWorkType,
  workTypeKeys,
} from '@groundwork/shared/api';
import type { ApiRoute } from '@groundwork/shared/domain';
import type { Translate } from '@groundwork/shared/i18n/react';
import {
  equipmentCategorySchema, workTypeSchema, type EquipmentCategoryInput, type WorkTypeInput,
} from '@groundwork/shared/validation';
import type { DataColumn } from '@groundwork/shared/ui/table';
import { fromSchema, type ParseResult } from '../../lib/record-form';
import type { AdminMessageId } from '../../i18n';

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
 * What the list screen of a content kind needs: its route, captions, the list and delete calls, the routes of its
 * actions and the columns after Name. The list screen is written once and driven by this. `T` is a listed row.
 */
export interface ContentListKind<T extends { id: number; name: string }> {
  /** Route under /contents, e.g. 'work-types'. */
  path: string;
  /** Caption of the table, e.g. 'Work Types' (message ids of mf-admin's catalogue, here and below). */
  plural: AdminMessageId;
  /** Button text, e.g. 'Add Work Type'. */
  addLabel: AdminMessageId;
  /** 'Are you sure delete this work type?'. */
  confirm: AdminMessageId;
  /** The API routes of Add, Edit and Delete: each is offered only to users who may call it (reading needs none). */
  routes: { add: ApiRoute; edit: ApiRoute; delete: ApiRoute };
  /** `all` keys the list and is refreshed after a write. */
  keys: { all: readonly unknown[] };
  list: () => Promise<T[]>;
  remove: (id: number) => Promise<unknown>;
  deletedMessage: AdminMessageId;
  /** The table's columns after Name, titled in the page's language. */
  columns: (t: Translate<AdminMessageId>) => DataColumn<T>[];
}

/**
 * One content list of a name and a flag (spec 02 §2 Contents): the list's kind, and its form's calls and messages and
 * whether it has the "equipment required" flag. `B` is the request body.
 */
export interface ContentKind<B> extends ContentListKind<ContentItem> {
  hasEquipmentFlag: boolean;
  /** The form's values checked with the shared schema: the request body, or the per-field messages. */
  parse: (values: ContentValues) => ParseResult<B>;
  keys: { all: readonly unknown[]; detail: (id: number) => readonly unknown[] };
  get: (id: number) => Promise<ContentItem>;
  create: (body: B) => Promise<unknown>;
  update: (id: number, body: B) => Promise<unknown>;
  addedMessage: AdminMessageId;
}

const workTypeBody = (v: ContentValues) => ({ name: v.name, isEquipmentRequired: v.isEquipmentRequired });
const categoryBody = (v: ContentValues) => ({ name: v.name });

export const WORK_TYPES: ContentKind<WorkTypeInput> = {
  path: 'work-types',
  plural: 'admin.route.workTypes',
  addLabel: 'admin.route.addWorkType',
  confirm: 'admin.workTypes.confirmDelete',
  hasEquipmentFlag: true,
  columns: (t) => [
    { id: 'isEquipmentRequired', title: t('admin.contents.equipmentRequired'), accessor: (r) => t(r.isEquipmentRequired ? 'admin.common.yes' : 'admin.common.no') },
  ],
  routes: { add: 'POST /api/work-types', edit: 'PUT /api/work-types/:id', delete: 'DELETE /api/work-types/:id' },
  parse: (v) => fromSchema(workTypeSchema.safeParse(workTypeBody(v))),
  keys: workTypeKeys,
  list: listWorkTypes,
  get: getWorkType,
  create: createWorkType,
  update: updateWorkType,
  remove: deleteWorkType,
  addedMessage: 'admin.workTypes.added',
  deletedMessage: 'admin.workTypes.deleted',
};

export const EQUIPMENT_CATEGORIES: ContentKind<EquipmentCategoryInput> = {
  path: 'equipment-categories',
  plural: 'admin.route.equipmentCategories',
  addLabel: 'admin.route.addEquipmentCategory',
  confirm: 'admin.categories.confirmDelete',
  hasEquipmentFlag: false,
  columns: () => [],
  routes: { add: 'POST /api/equipment/categories', edit: 'PUT /api/equipment/categories/:id', delete: 'DELETE /api/equipment/categories/:id' },
  parse: (v) => fromSchema(equipmentCategorySchema.safeParse(categoryBody(v))),
  keys: equipmentCategoryKeys,
  list: listEquipmentCategories,
  get: getEquipmentCategory,
  create: createEquipmentCategory,
  update: updateEquipmentCategory,
  remove: deleteEquipmentCategory,
  addedMessage: 'admin.categories.added',
  deletedMessage: 'admin.categories.deleted',
};
