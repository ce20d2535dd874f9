//! Polymorph control's prompt (polyself's "Become what kind of
//! monster? [type the name]"): up to five tries at a form the hero may
//! take; "*" or "random" (or escape) leaves it to chance.

use crate::game::Game;
use crate::monsters::makemon::polyok;
use crate::monsters::were::counter_were;
use crate::objects::objnam::{an, the, the_unique_pm, type_is_pname};
use crate::objects::wish::name_to_mon;
use oxhack_defs::Pm;
use oxhack_tables::{ids, tables};

/// What the controlled hero asked for.
pub(super) enum Choice {
    /// Escape in wizard mode's `#polyself`: "Never mind."
    Cancelled,
    /// A lycanthrope named their beast or human form.
    Were,
    /// A form (`None`: a random one).
    Form(Option<Pm>),
}

/// `were_beastie`: the were-creature an animal's kind belongs to.
pub fn were_beastie(pm: Pm) -> Option<Pm> {
    match pm {
        ids::PM_WERERAT | ids::PM_SEWER_RAT | ids::PM_GIANT_RAT | ids::PM_RABID_RAT => Some(ids::PM_WERERAT),
        ids::PM_WEREJACKAL | ids::PM_JACKAL | ids::PM_FOX | ids::PM_COYOTE => Some(ids::PM_WEREJACKAL),
        ids::PM_WEREWOLF | ids::PM_WOLF | ids::PM_WARG | ids::PM_WINTER_WOLF => Some(ids::PM_WEREWOLF),
        _ => None,
    }
}

impl Game {
    /// Asks for the form under control (polyself's prompt loop).
    pub(super) fn poly_control_prompt(&mut self, forcecontrol: bool, iswere: bool) -> Choice {
        let t = tables();
        let mut tryct = 5;
        loop {
            let Some(buf) = self.getlin("Become what kind of monster? [type the name]") else {
                if forcecontrol {
                    self.pline("Never mind.");
                    return Choice::Cancelled;
                }
                return Choice::Form(None);
            };
            let buf = buf.split_whitespace().collect::<Vec<_>>().join(" ");
            if buf == "*" || buf == "random" {
                return Choice::Form(None);
            }
            match name_to_mon(t, &buf) {
                None => self.pline("I've never heard of such monsters."),
                Some(p)
                    if iswere
                        && (were_beastie(p) == self.u.ulycn
                            || counter_were(p) == self.u.ulycn
                            || (self.u.upolyd() && p == ids::PM_HUMAN)) =>
                {
                    return Choice::Were;
                }
                Some(p) if !(polyok(t, p) || p == ids::PM_HUMAN || self.your_race(p) || p == self.u.hero.role) => {
                    let name = &t.mon(p).name;
                    let pm_name = if the_unique_pm(t, p) {
                        the(name)
                    } else if !type_is_pname(t, p) {
                        an(name)
                    } else {
                        name.clone()
                    };
                    self.pline(format!("You can't polymorph into {pm_name}."));
                }
                Some(p) => return Choice::Form(Some(p)),
            }
            tryct -= 1;
            if tryct == 0 {
                self.pline("That's enough tries!");
                return Choice::Form(None);
            }
        }
    }
}
