// The library's folder tree: "all files" on top, the site's folders beneath (antd Tree).
import FolderOpenOutlined from '@ant-design/icons/FolderOpenOutlined';
import FolderOutlined from '@ant-design/icons/FolderOutlined';
import { Alert, Button, Spin, Tree } from 'antd';
import type { TreeDataNode } from 'antd';
import { observer } from 'mobx-react-lite';
import type { ImageFolder } from '../../../shared/domain';
import { ALL_FILES, type LibraryBrowser } from '../store/LibraryBrowser';
import { useResourcesT } from './useResourcesT';

function nodesOf(folders: readonly ImageFolder[]): TreeDataNode[] {
  return folders.map((f) => ({ key: f.id, title: f.name, icon: <FolderOutlined />, children: nodesOf(f.children), isLeaf: f.children.length === 0 }));
}

export const FolderTree = observer(function FolderTree({ browser }: { browser: LibraryBrowser }) {
  const t = useResourcesT();
  const { folders } = browser;
  if (folders.error) {
    return <Alert type="error" showIcon title={t('loadFailed', { message: folders.error })} action={<Button size="small" onClick={() => folders.load()}>{t('retry')}</Button>} />;
  }
  const treeData: TreeDataNode[] = [{ key: ALL_FILES, title: t('folders.all'), icon: <FolderOpenOutlined />, children: nodesOf(folders.tree) }];
  return (
    <Spin spinning={folders.loading && !folders.loaded}>
      <Tree
        className="res-folder-tree"
        data-testid="folder-tree"
        showIcon
        blockNode
        defaultExpandAll
        // Re-mount when the folders change so new ones show expanded.
        key={folders.flat.map((f) => f.id).join(',')}
        selectedKeys={[browser.current]}
        treeData={treeData}
        onSelect={(keys) => {
          const key = keys[0];
          if (key === undefined) return;
          browser.selectFolder(key === ALL_FILES ? ALL_FILES : Number(key));
        }}
      />
    </Spin>
  );
});
