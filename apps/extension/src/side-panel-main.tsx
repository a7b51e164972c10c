import { mount } from './mount';
import { SidePanel } from './side-panel';

mount(<SidePanel />);
