import { operatorUrl } from './base';

/** The picking app: the batch a picker walks, or what there is to claim. */
export const PICKING_PATH = operatorUrl('picking');
