//! The Wizard of Yendor's own rules on the monster side (wizard.c,
//! steal.c): who holds the Amulet and the other special items
//! (`mon_has_amulet`, `mon_has_special`), the covetous theft of them by
//! his touch (`stealamulet`, AD_SAMU), and his death (`wizdead`), which
//! starts the harassment (`crate::town::intervene`). Kept apart for the
//! endgame, which calls these.

use crate::game::Game;
use crate::world::monst::Monst;
use crate::world::obj::Obj;
use oxhack_tables::ids;

/// The roles whose quest artifacts covetous monsters are after.
const QUEST_ROLES: [oxhack_defs::Pm; 13] = [
    ids::PM_ARCHEOLOGIST,
    ids::PM_BARBARIAN,
    ids::PM_CAVEMAN,
    ids::PM_HEALER,
    ids::PM_KNIGHT,
    ids::PM_MONK,
    ids::PM_PRIEST,
    ids::PM_RANGER,
    ids::PM_ROGUE,
    ids::PM_SAMURAI,
    ids::PM_TOURIST,
    ids::PM_VALKYRIE,
    ids::PM_WIZARD,
];

/// `any_quest_artifact`: any role's quest artifact, not just the hero's.
pub fn any_quest_artifact(o: &Obj) -> bool {
    o.oartifact.is_some_and(|a| QUEST_ROLES.iter().any(|&r| crate::objects::artifact::quest_artifact(r) == Some(a)))
}

/// `tele_jump_ok`: a teleport on `lev` from (x1, y1) to (x2, y2) does
/// not cross the border of a region closed to teleportation (the
/// exclusion rectangles of the level's arrival areas: the Wizard's
/// tower).
pub fn tele_jump_ok(lev: &crate::world::level::Level, x1: i32, y1: i32, x2: i32, y2: i32) -> bool {
    let inside = |d: &crate::world::level::DestArea, x: i32, y: i32| {
        d.nlx > 0 && x >= d.nlx && x <= d.nhx && y >= d.nly && y <= d.nhy
    };
    crate::world::level::isok(x2, y2)
        && [&lev.dndest, &lev.updest].iter().all(|d| d.nlx <= 0 || inside(d, x1, y1) == inside(d, x2, y2))
}

/// `mon_has_amulet`: the monster carries the real Amulet of Yendor.
pub fn mon_has_amulet(m: &Monst) -> bool {
    m.minvent.iter().any(|o| o.otyp == ids::AMULET_OF_YENDOR)
}

/// `mon_has_special`: the monster carries the Amulet, a quest artifact,
/// the Bell, the Candelabrum or the Book of the Dead.
pub fn mon_has_special(m: &Monst) -> bool {
    m.minvent.iter().any(|o| {
        matches!(
            o.otyp,
            ids::AMULET_OF_YENDOR | ids::BELL_OF_OPENING | ids::CANDELABRUM_OF_INVOCATION | ids::SPE_BOOK_OF_THE_DEAD
        ) || any_quest_artifact(o)
    })
}

impl Game {
    /// Whether the hero carries something the Wizard's touch may take
    /// (`u.uhave.amulet || bell || book || menorah || questart`).
    pub fn u_have_special(&self) -> bool {
        self.u.invent.iter().any(|o| {
            matches!(
                o.otyp,
                ids::AMULET_OF_YENDOR
                    | ids::BELL_OF_OPENING
                    | ids::CANDELABRUM_OF_INVOCATION
                    | ids::SPE_BOOK_OF_THE_DEAD
            ) || any_quest_artifact(o)
        })
    }

    /// `stealamulet`: monster `i` snatches a quest artifact (one at
    /// random), else the Amulet (or, uncancelled, a fake one), the Bell,
    /// the Book or the Candelabrum, and teleports away with it. Returns
    /// whether it took something.
    pub fn stealamulet(&mut self, i: usize) -> bool {
        let Some(m) = self.lev.monsters.get(i) else { return false };
        let mcan = m.mcan;
        let mut picks: Vec<usize> =
            (0..self.u.invent.len()).filter(|&k| any_quest_artifact(&self.u.invent[k])).collect();
        if picks.is_empty() {
            let has = |g: &Game, t| g.u.invent.iter().any(|o| o.otyp == t);
            let (real, fake) = if has(self, ids::AMULET_OF_YENDOR) {
                (ids::AMULET_OF_YENDOR, Some(ids::FAKE_AMULET_OF_YENDOR))
            } else if has(self, ids::BELL_OF_OPENING) {
                (ids::BELL_OF_OPENING, Some(ids::BELL))
            } else if has(self, ids::SPE_BOOK_OF_THE_DEAD) {
                (ids::SPE_BOOK_OF_THE_DEAD, None)
            } else if has(self, ids::CANDELABRUM_OF_INVOCATION) {
                (ids::CANDELABRUM_OF_INVOCATION, None)
            } else {
                return false;
            };
            picks = (0..self.u.invent.len())
                .filter(|&k| {
                    let t = self.u.invent[k].otyp;
                    t == real || (Some(t) == fake && !mcan)
                })
                .collect();
        }
        if picks.is_empty() {
            return false;
        }
        let k = picks[if picks.len() > 1 { self.rng.rn2(picks.len() as i32) as usize } else { 0 }];
        let mut o = self.freeinv(k);
        o.owornmask = crate::world::obj::Worn::empty();
        o.unpaid = false;
        let what = self.doname(&o);
        let name = self.monnam_cap(i);
        self.lev.monsters[i].minvent.push(o);
        self.u_have_amulet();
        self.pline(format!("{name} stole {what}!"));
        let can_teleport =
            oxhack_tables::tables().mon(self.lev.monsters[i].mnum).mflags1.contains(oxhack_defs::flags::M1::TPORT);
        if can_teleport {
            self.mon_teleport_away(i);
        }
        true
    }

    /// `wizdead`: one Wizard fewer; the first death makes the hero a
    /// demigod in the gods' eyes and starts the harassment's clock
    /// (`u.udg_cnt`).
    pub fn wizdead(&mut self) {
        self.env.no_of_wizards = (self.env.no_of_wizards - 1).max(0);
        if !self.u.uevent.udemigod {
            self.u.uevent.udemigod = true;
            self.u.uevent.udg_cnt = self.rng.rn1(250, 50);
        }
    }
}
