// A rule's refusal: the Chinese message and the form field it is about.
export interface MessagingRefusal {
  field: string;
  message: string;
}
