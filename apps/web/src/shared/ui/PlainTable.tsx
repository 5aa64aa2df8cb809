import type { ComponentPropsWithoutRef } from 'react';
import classes from './PlainTable.module.css';

interface PlainTableProps extends ComponentPropsWithoutRef<'table'> {
  striped?: boolean;
}

/** A bordered table of native elements, styled like the app's other tables. */
export function PlainTable({ striped = false, className, ...props }: PlainTableProps) {
  const names = [classes.table, striped ? classes.striped : undefined, className];
  return <table className={names.filter(Boolean).join(' ')} {...props} />;
}
