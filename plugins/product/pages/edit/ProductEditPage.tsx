// /zhProduct/add?id= (no breadcrumb; the list stays highlighted, §2): the product edit page.
// A first stand-in so the plugin compiles; the form follows.
import { Card } from 'antd';
import { usePageTitle } from '../../../../kernel';

export default function ProductEditPage() {
  usePageTitle('添加产品');
  return <Card title="添加产品" />;
}
