export { Avatar, avatarSizes, initialsOf, type AvatarProps } from './Avatar';
