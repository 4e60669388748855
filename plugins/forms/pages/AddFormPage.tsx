// /zhEnquiry/addForm: the form list with the add dialog opened straight away (a link to "new form").
import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import LeadFormListPage, { useOpenLeadFormDialog } from './LeadFormListPage';

const AddFormPage = observer(function AddFormPage() {
  const open = useOpenLeadFormDialog();
  const navigate = useNavigate();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    void open().then(() => navigate('/zhEnquiry/form', { replace: true }));
  }, [open, navigate]);
  return <LeadFormListPage />;
});

export default AddFormPage;
