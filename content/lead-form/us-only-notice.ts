/** spec 5 "Web design" notice (also shown beside the web design page's call to action). */
export const usOnlyNotice =
  'This service is for United States customers only. Please do not enter personal information from outside the US.';
