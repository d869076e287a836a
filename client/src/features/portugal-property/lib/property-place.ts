import * as v from 'valibot';

/** Both Portuguese property flows ask where the property is and whether it is a fraction of a building. */
export const yesNoSchema = v.picklist(['', 'si', 'no']);
export type YesNo = v.InferOutput<typeof yesNoSchema>;
