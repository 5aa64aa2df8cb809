import type { SpecFormat } from '@specrun/model';
import type { Analysis } from './analyseText.ts';
import type { Conversion } from '../convert/convertText.ts';

/** What the page asks the analysis worker. */
export type AnalysisRequest =
  | { type: 'analyse'; revision: number; text: string; format: SpecFormat }
  | { type: 'convert'; id: number; text: string; from: SpecFormat; to: SpecFormat };

/** What the analysis worker answers. */
export type AnalysisReply =
  | { type: 'analysed'; analysis: Analysis }
  | { type: 'converted'; id: number; conversion: Conversion }
  | { type: 'failed'; revision?: number; id?: number; message: string };
