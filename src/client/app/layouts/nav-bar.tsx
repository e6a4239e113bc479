import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Menu, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { LanguageSwitch } from '@client/components/language-switch';
import { buttonClassName } from '@client/components/ui/button';
import type { SignInKind } from '@client/lib/auth-storage';
import { useStoredToken } from '@client/lib/use-stored-token';
import { cn } from '@client/lib/cn';
import { useLocalizedHref } from '@client/lib/i18n/use-locale';
import { landingSections, paths, type LandingSection } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { useStableId } from '@client/lib/stable-id';

type NavItem =
  | { kind: 'home'; label: MessageDescriptor }
  | { kind: 'section'; label: MessageDescriptor; section: LandingSection }
  | { kind: 'route'; label: MessageDescriptor; href: string };

/**
 * Requirements §2 Navigation bar, in the order the spec lists the items, with the legal database after
 * Resources (nothing else led to it). Client Portal is not a menu item: it was a second way to
 * Sign In, so it is the signed-in client's button instead (see AccountButtons).
 */
const navItems: NavItem[] = [
  { kind: 'home', label: msg`Home` },
  { kind: 'route', label: msg`Get Help`, href: paths.help.getHref() },
  { kind: 'section', label: msg`Services`, section: landingSections.services },
  { kind: 'route', label: msg`Resources`, href: paths.resources.getHref() },
  { kind: 'route', label: msg`Legal Database`, href: paths.legal.getHref() },
  { kind: 'route', label: msg`Calculator`, href: paths.calculator.getHref() },
  { kind: 'section', label: msg`Partners`, section: landingSections.partners },
  { kind: 'section', label: msg`Support`, section: landingSections.support },
  { kind: 'section', label: msg`Contact`, section: landingSections.contact },
];

/** Where each kind of signed-in person works, as the bar's button names it. */
const signedInAreas: Record<SignInKind, { label: MessageDescriptor; href: string }> = {
  client: { label: msg`Client Portal`, href: paths.dashboard.getHref() },
  partner: { label: msg`Partner Dashboard`, href: paths.partnerDashboard.getHref() },
  staff: { label: msg`Staff Area`, href: paths.admin.getHref() },
};
const signInKinds = ['client', 'partner', 'staff'] as const satisfies readonly SignInKind[];

export function sectionHref(section: LandingSection): string {
  return `${paths.home.getHref()}#${section}`;
}

const itemClassName = cn(
  'flex min-h-11 items-center rounded-lg font-semibold text-ink-900 no-underline transition-colors',
  'hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700',
  'aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
);

interface NavItemsProps {
  onNavigate: () => void;
  className: string;
  linkClassName: string;
}

function NavItems({ onNavigate, className, linkClassName }: NavItemsProps) {
  const goToSection = useGoToSection();
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const localized = useLocalizedHref();

  return (
    <ul className={className}>
      {navItems.map((item) => {
        let link: ReactNode;
        if (item.kind === 'home') {
          // Spec: Home is a full page load of `/`.
          link = (
            <a
              href={localized(paths.home.getHref())}
              className={cn(itemClassName, linkClassName)}
              aria-current={pathname === paths.home.path ? 'page' : undefined}
            >
              {i18n._(item.label)}
            </a>
          );
        } else if (item.kind === 'section') {
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            onNavigate();
            goToSection(item.section);
          };
          link = (
            <a
              href={localized(sectionHref(item.section))}
              onClick={onClick}
              className={cn(itemClassName, linkClassName)}
            >
              {i18n._(item.label)}
            </a>
          );
        } else {
          link = (
            <NavLink
              to={item.href}
              onClick={onNavigate}
              className={cn(itemClassName, linkClassName)}
            >
              {i18n._(item.label)}
            </NavLink>
          );
        }
        return (
          <li key={item.kind === 'route' ? item.href : (item.label.id ?? item.kind)}>{link}</li>
        );
      })}
    </ul>
  );
}

interface AccountButtonsProps {
  onNavigate: () => void;
  /** The kinds of sign-in this browser holds (usually none or one). */
  signedIn: readonly SignInKind[];
  className: string;
  buttonSize?: 'md' | 'lg';
}

/**
 * Signed out: Partner Login and Sign In (requirements §2). Signed in: a button to the person's own area
 * instead, for each kind of sign-in held, so nobody is offered a sign-in they already have.
 */
function AccountButtons({
  onNavigate,
  signedIn,
  className,
  buttonSize = 'md',
}: AccountButtonsProps) {
  const { i18n } = useLingui();
  const extraClassName =
    buttonSize === 'md' ? 'px-3.5 text-sm whitespace-nowrap no-underline' : 'no-underline';
  const links =
    signedIn.length > 0
      ? signedIn.map((kind) => ({ ...signedInAreas[kind], variant: 'primary' as const }))
      : [
          {
            label: msg`Partner Login`,
            href: paths.partnerLogin.getHref(),
            variant: 'outline' as const,
          },
          { label: msg`Sign In`, href: paths.auth.getHref(), variant: 'primary' as const },
        ];
  return (
    <div className={className}>
      {links.map((link) => (
        <Link
          key={link.href}
          to={link.href}
          onClick={onNavigate}
          className={buttonClassName(link.variant, buttonSize, extraClassName)}
        >
          {i18n._(link.label)}
        </Link>
      ))}
    </div>
  );
}

export function NavBar() {
  const location = useLocation();
  const localized = useLocalizedHref();
  const { i18n } = useLingui();
  const menuId = useStableId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the location it was opened on; any navigation changes the key and closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;
  const closeMenu = () => setOpenOnKey(null);
  // A stored token is enough here: each area drops it at once if the server refuses it.
  const tokens = {
    client: useStoredToken('client'),
    partner: useStoredToken('partner'),
    staff: useStoredToken('staff'),
  };
  const signedIn = signInKinds.filter((kind) => tokens[kind] !== null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnKey(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200 bg-white/95 shadow-sm backdrop-blur">
      <nav aria-label={i18n._(msg`Main`)}>
        <div className="mx-auto flex h-18 max-w-7xl items-center gap-4 px-4 sm:px-6 2xl:max-w-[90rem]">
          <a
            href={localized(paths.home.getHref())}
            className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg text-brand-800 no-underline"
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-800">
              <ShieldCheck aria-hidden="true" className="h-6 w-6 text-accent-400" />
            </span>
            <span className="leading-tight font-bold">
              {/*
                Short name where space is tight (phones, and laptops where the full menu shows).
                With larger text the menu button stands in for the full menu.
              */}
              <span className="text-xl sm:hidden xl:inline 2xl:hidden" aria-hidden="true">
                TRA
              </span>
              <span className="sr-only sm:not-sr-only sm:text-lg xl:sr-only 2xl:not-sr-only 2xl:block 2xl:max-w-52 2xl:text-base">
                Timeshare Resolution Advocates
              </span>
            </span>
          </a>

          <NavItems
            onNavigate={closeMenu}
            className="ml-auto hidden items-center gap-0.5 xl:flex enlarged:hidden! spanish:max-2xl:hidden!"
            linkClassName="px-1 text-sm whitespace-nowrap 2xl:px-2"
          />
          <AccountButtons
            onNavigate={closeMenu}
            signedIn={signedIn}
            className="hidden shrink-0 items-center gap-2 xl:flex enlarged:hidden! spanish:max-2xl:hidden!"
          />

          <button
            ref={toggleRef}
            type="button"
            className={buttonClassName(
              'ghost',
              'md',
              'ml-auto gap-2 px-3 xl:hidden enlarged:inline-flex! spanish:max-2xl:inline-flex!',
            )}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
            <span className="sr-only">
              {menuOpen ? <Trans>Close menu</Trans> : <Trans>Open menu</Trans>}
            </span>
            <span aria-hidden="true">
              <Trans>Menu</Trans>
            </span>
          </button>
        </div>

        <div
          id={menuId}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-200 bg-white xl:hidden enlarged:block! spanish:max-2xl:block!"
        >
          <NavItems
            onNavigate={closeMenu}
            className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pt-3 sm:px-6"
            linkClassName="px-3 text-lg"
          />
          <AccountButtons
            onNavigate={closeMenu}
            signedIn={signedIn}
            buttonSize="lg"
            className="mx-auto grid max-w-7xl grid-cols-1 gap-3 px-4 pt-3 pb-5 sm:grid-cols-2 sm:px-6"
          />
          <div className="mx-auto max-w-7xl px-4 pb-5 sm:px-6">
            <LanguageSwitch className="text-lg" />
          </div>
        </div>
      </nav>
    </header>
  );
}
