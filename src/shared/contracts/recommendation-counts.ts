/** Requirements §9: the dashboard shows at most 3, the education centre at most 6. */
export const DASHBOARD_RECOMMENDATIONS = 3;
export const EDUCATION_CENTRE_RECOMMENDATIONS = 6;
