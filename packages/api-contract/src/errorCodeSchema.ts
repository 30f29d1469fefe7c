import { z } from 'zod/mini';
import { errorCodes } from './errorCodeList';

// Apart from the list, so a page that only reads codes (translations, the client's session end)
// loads no zod for them.
export const ErrorCode = z.enum(errorCodes);
export type ErrorCode = z.infer<typeof ErrorCode>;
