//! Sacrifice (pray.c's `dosacrifice`): `#offer` a fresh corpse on an
//! altar. On an altar of one's own god it calms anger, shortens the
//! prayer timeout, raises luck or brings a gift ([`crate::hero::gift`]); on
//! another god's altar it may convert the altar; one's own race is an
//! infamous offense. The hero is not converted on cross-aligned altars
//! (an approximation: only the altar can be).

use crate::game::Game;
use crate::hero::pray::LUCKMAX;
use crate::world::you::A_WIS;
use oxhack_defs::Align;
use oxhack_tables::{ids, tables};

/// The greatest sacrifice value (`MAXVALUE`).
const MAXVALUE: i32 = 24;

impl Game {
    /// The fresh corpses the hero could offer: on the floor here first,
    /// then in the inventory (`floorfood`'s choice, simplified).
    fn pick_offering(&mut self) -> Option<Result<usize, usize>> {
        let (x, y) = (self.u.ux, self.u.uy);
        let floor: Vec<usize> = self
            .lev
            .objects
            .iter()
            .enumerate()
            .filter(|(_, f)| f.x == x && f.y == y && offerable(f.obj.otyp))
            .map(|(i, _)| i)
            .collect();
        for i in floor.into_iter().rev() {
            let desc = self.doname(&self.lev.objects[i].obj);
            let an = if desc.starts_with(|c: char| "aeiouAEIOU".contains(c)) { "an" } else { "a" };
            let c = if self.interactive() {
                self.yn_function(&format!("There is {an} {desc} here; sacrifice it?"), "ynq", 'n')
            } else {
                'y'
            };
            match c {
                'y' => return Some(Err(i)),
                'q' => return None,
                _ => {}
            }
        }
        self.getobj("sacrifice", &|_, o| offerable(o.otyp)).map(Ok)
    }

    /// `#offer`: sacrifice a corpse on an altar.
    pub fn dosacrifice(&mut self) -> bool {
        let Some(altar) = self.altar_align() else {
            self.pline("You are not standing on an altar.");
            return false;
        };
        let Some(pick) = self.pick_offering() else { return false };
        let obj = match pick {
            Ok(i) => self.u.invent[i].clone(),
            Err(i) => self.lev.objects[i].obj.clone(),
        };
        if matches!(obj.otyp, ids::AMULET_OF_YENDOR | ids::FAKE_AMULET_OF_YENDOR) {
            // The Amulet, real or fake (see endgame's `offer`).
            let what = match pick {
                Ok(i) => crate::hero::endgame::offer::Offered::Invent(i),
                Err(i) => crate::hero::endgame::offer::Offered::Floor(i),
            };
            return self.offer_amulet(what, altar);
        }
        let Some(pm) = obj.corpsenm else {
            self.pline("Nothing happens.");
            return true;
        };
        let t = tables();
        let fresh = pm == ids::PM_ACID_BLOB || self.moves <= obj.age + 50;
        let mut value = if fresh { t.mon(pm).difficulty as i32 + 1 } else { 0 };
        if obj.oeaten > 0 && value > 0 {
            let full = t.mon(pm).cnutrit.max(1) as i32;
            value = (value * obj.oeaten as i32 / full).max(1);
        }
        let use_it = |g: &mut Game| match pick {
            Ok(i) => g.useup(i),
            Err(i) => {
                g.lev.objects.remove(i);
            }
        };
        if value == 0 {
            self.pline("Nothing happens.");
            return true;
        }
        let me = self.u.hero.align;
        if pm == self.u.hero.race || t.mon(pm).mflags2.intersects(own_race_flag(self.u.hero.race)) {
            use_it(self);
            if me != Align::Chaotic {
                self.pline("You'll regret this infamous offense!");
                self.adjalign(-5);
                self.u.ugangr += 3;
                self.adjattrib(A_WIS, -1, true);
                self.change_luck(-5);
                self.angrygods(me);
            } else {
                self.pline("You feel the blood of your kin on your hands.");
                self.adjalign(5);
            }
            return true;
        }
        use_it(self);
        let flash = if me == Align::Lawful { "flash of light" } else { "burst of flame" };
        self.pline(format!("Your sacrifice is consumed in a {flash}!"));
        if altar != me {
            let ours = self.u_gname();
            let theirs = self.align_gname(altar);
            if self.u.ugangr > 0 || altar == Align::None {
                self.pline(format!("You have a strong feeling that {ours} is angry..."));
                self.change_luck(-1);
                return true;
            }
            self.pline(format!("You sense a conflict between {ours} and {theirs}."));
            if self.rng.rn2(8 + self.u.hero.ulevel) > 5 {
                self.pline(format!("You feel the power of {ours} increase."));
                self.exercise(A_WIS, true);
                self.change_luck(1);
                let mask = match me {
                    Align::Lawful => crate::world::level::AM_LAWFUL,
                    Align::Chaotic => crate::world::level::AM_CHAOTIC,
                    _ => crate::world::level::AM_NEUTRAL,
                };
                let (x, y) = (self.u.ux, self.u.uy);
                if let Some(rm) = self.lev.at_mut(x, y) {
                    rm.flags = (rm.flags & !crate::world::level::AM_MASK) | mask;
                }
                self.pline(format!("The altar glows {}.", altar_color(me)));
                // The temple's priest of the altar's old god takes offense.
                if let Some(room) = crate::monsters::priest::temple_occupied(&self.lev, &self.u.urooms)
                    && let Some(pi) = self.findpriest(room)
                    && !self.p_coaligned(&self.lev.monsters[pi])
                {
                    self.angry_priest();
                }
            } else {
                self.pline(format!("Unluckily, you feel the power of {ours} decrease."));
                self.change_luck(-1);
                self.exercise(A_WIS, false);
            }
            return true;
        }
        let chaotic = me == Align::Chaotic;
        if self.u.ugangr > 0 {
            let saved = self.u.ugangr;
            let mult = if chaotic { 2 } else { 3 };
            self.u.ugangr = (self.u.ugangr - value * mult / MAXVALUE).max(0);
            let god = self.u_gname();
            if self.u.ugangr != saved {
                if self.u.ugangr > 0 {
                    self.pline(format!("{god} seems slightly mollified."));
                    if self.u.hero.uluck < 0 {
                        self.change_luck(1);
                    }
                } else {
                    self.pline(format!("{god} seems mollified."));
                    self.u.hero.uluck = self.u.hero.uluck.max(0);
                }
            } else {
                self.pline("You have a feeling of inadequacy.");
            }
        } else if self.u.ualign.record < 0 {
            self.adjalign(value.min(-self.u.ualign.record));
            self.pline("You feel partially absolved.");
        } else if self.u.ublesscnt > 0 {
            let saved = self.u.ublesscnt;
            let mult = if chaotic { 500 } else { 300 };
            self.u.ublesscnt = (self.u.ublesscnt - value * mult / MAXVALUE).max(0);
            if self.u.ublesscnt != saved {
                if self.u.ublesscnt > 0 {
                    self.pline("You have a hopeful feeling.");
                    if self.u.hero.uluck < 0 {
                        self.change_luck(1);
                    }
                } else {
                    self.pline("You have a feeling of reconciliation.");
                    self.u.hero.uluck = self.u.hero.uluck.max(0);
                }
            }
        } else {
            if let Some(gift) = self.with_mk(|c| c.sacrifice_gift(altar)) {
                let (x, y) = (self.u.ux, self.u.uy);
                self.lev.place_object(gift, x, y);
                self.pline("An object appears at your feet!");
                self.u.hero.ugifts += 1;
                let nart = self.og.arti.nartifact_exist();
                self.u.ublesscnt = self.rng.rnz(300 + 50 * nart, self.u.hero.ulevel);
                self.exercise(A_WIS, true);
                return true;
            }
            let saved = self.u.hero.uluck;
            self.change_luck(value * LUCKMAX / (MAXVALUE * 2));
            if self.u.hero.uluck < 0 {
                self.u.hero.uluck = 0;
            }
            if self.u.hero.uluck != saved {
                self.pline("You glimpse a four-leaf clover at your feet.");
            }
        }
        true
    }
}

/// The monster flag of the hero's own race (`your_race`).
/// What `#offer` takes: corpses, and the Amulet of Yendor or a fake.
fn offerable(otyp: oxhack_defs::Otyp) -> bool {
    matches!(otyp, ids::CORPSE | ids::AMULET_OF_YENDOR | ids::FAKE_AMULET_OF_YENDOR)
}

fn own_race_flag(race: oxhack_defs::Pm) -> oxhack_defs::flags::M2 {
    use oxhack_defs::flags::M2;
    match race {
        ids::PM_ELF => M2::ELF,
        ids::PM_DWARF => M2::DWARF,
        ids::PM_GNOME => M2::GNOME,
        ids::PM_ORC => M2::ORC,
        _ => M2::HUMAN,
    }
}

/// The color an altar of alignment `a` glows (`hcolor` of `align`).
fn altar_color(a: Align) -> &'static str {
    match a {
        Align::Lawful => "white",
        Align::Chaotic => "black",
        _ => "gray",
    }
}
