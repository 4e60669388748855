// The icon set plugins name in their route descriptors (icon: 'home'). Unknown names show a dot.
import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BugOutlined from '@ant-design/icons/BugOutlined';
import FileTextOutlined from '@ant-design/icons/FileTextOutlined';
import FormOutlined from '@ant-design/icons/FormOutlined';
import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import HomeOutlined from '@ant-design/icons/HomeOutlined';
import MessageOutlined from '@ant-design/icons/MessageOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import RobotOutlined from '@ant-design/icons/RobotOutlined';
import SearchOutlined from '@ant-design/icons/SearchOutlined';
import SettingOutlined from '@ant-design/icons/SettingOutlined';
import ShoppingOutlined from '@ant-design/icons/ShoppingOutlined';
import TagsOutlined from '@ant-design/icons/TagsOutlined';
import TeamOutlined from '@ant-design/icons/TeamOutlined';
import VideoCameraOutlined from '@ant-design/icons/VideoCameraOutlined';
import KeyOutlined from '@ant-design/icons/KeyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import QrcodeOutlined from '@ant-design/icons/QrcodeOutlined';
import type { ReactNode } from 'react';

const ICONS: Record<string, ReactNode> = {
  home: <HomeOutlined />,
  content: <FileTextOutlined />,
  product: <ShoppingOutlined />,
  video: <VideoCameraOutlined />,
  tags: <TagsOutlined />,
  keywords: <KeyOutlined />,
  marketing: <TeamOutlined />,
  images: <PictureOutlined />,
  form: <FormOutlined />,
  message: <MessageOutlined />,
  setting: <SettingOutlined />,
  seo: <SearchOutlined />,
  spider: <BugOutlined />,
  app: <AppstoreOutlined />,
  ai: <RobotOutlined />,
  global: <GlobalOutlined />,
  recycle: <DeleteOutlined />,
  qrcode: <QrcodeOutlined />,
};

export function iconOf(name: string | undefined): ReactNode {
  if (!name) return undefined;
  return ICONS[name] ?? <span className="menu-icon-dot" aria-hidden="true" />;
}
