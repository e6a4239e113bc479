/** The JSON body of every error the API answers with. */
export interface ApiErrorBody {
  message: string;
  code: string;
  issues?: { path: string; message: string }[];
}
