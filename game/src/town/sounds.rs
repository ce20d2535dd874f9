//! `#chat` (sounds.c's `dochat` and `domonnoise`): the hero talks to the
//! monster in a direction and it answers after its kind's sound: barks,
//! mews and roars, the talk of humanoids, soldiers, nurses and vampires,
//! and the people with business: the Oracle (`doconsult`), temple priests
//! (`priest_talk`), shopkeepers (`shk_chat`), vault guards. Demons who
//! take bribes are another matter ([`Game::demon_talk`]).

use crate::game::Game;
use crate::world::level::isok;
use crate::world::monst::Appearance;
use oxhack_defs::flags::M2;
use oxhack_defs::{MonClass, Prop, Sound};
use oxhack_tables::{ids, tables};

/// What a monster's answer is: a line after its name, or words it says.
pub(crate) enum Said {
    Nothing,
    /// "The jackal barks." (`pline_msg`, after `Monnam`).
    Does(String),
    /// "\"I'm free!\"" (`verbl_msg`), with what a cancelled one says
    /// instead (`verbl_msg_mcan`).
    Says(String),
}

impl Game {
    /// `dochat`: `#chat`. Asks for a direction and talks to the monster
    /// there. Returns whether time passed.
    pub fn dochat(&mut self) -> bool {
        if self.u.has(Prop::Strangled) {
            self.pline("You can't speak.  You're choking!");
            return false;
        }
        if self.u.has(Prop::Deaf) {
            self.pline("How can you hold a conversation when you cannot hear?");
            return false;
        }
        // (Price quotes for what lies under the hero in a shop are the
        // shops' to give, before the direction is asked.)
        let Some((dx, dy, dz)) = self.getdir(Some("Talk to whom? (in what direction)")) else {
            return false;
        };
        if dz != 0 {
            self.pline(format!("They won't hear you {} there.", if dz < 0 { "up" } else { "down" }));
            return false;
        }
        if dx == 0 && dy == 0 {
            self.pline("Talking to yourself is a bad habit for a dungeoneer.");
            return false;
        }
        let (tx, ty) = (self.u.ux + dx, self.u.uy + dy);
        if !isok(tx, ty) {
            return false;
        }
        self.chat_at(tx, ty)
    }

    /// The part of `dochat` after the direction: talking to whatever is
    /// at (tx, ty).
    pub fn chat_at(&mut self, tx: i32, ty: i32) -> bool {
        let mi = self.lev.monsters.iter().position(|m| (m.mx, m.my) == (tx, ty) && m.mx > 0);
        let hidden = mi.is_none_or(|i| self.lev.monsters[i].mundetected);
        if hidden && self.lev.objects_at(tx, ty).next().is_some_and(|o| o.otyp == ids::STATUE) {
            if !self.u.has(Prop::Blinded) {
                self.pline("The statue seems not to notice you.");
            }
            return false;
        }
        let Some(i) = mi else { return false };
        let m = &self.lev.monsters[i];
        if m.mundetected || matches!(m.appear, Appearance::Furniture(_) | Appearance::Object(_)) {
            return false;
        }
        if (!m.mcanmove || m.msleeping) && !m.ispriest() {
            if self.canspotmon(m) {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} seems not to notice you."));
            }
            return false;
        }
        if m.mtame > 0 && m.meating > 0 {
            if !self.canspotmon(m) {
                self.map_invisible(tx, ty);
            }
            let name = self.monnam_cap(i);
            self.pline(format!("{name} is eating noisily."));
            return false;
        }
        self.domonnoise(i)
    }

    /// `domonnoise`: monster `i` answers the hero after its kind's sound
    /// (`msound`). Returns whether time passed.
    pub fn domonnoise(&mut self, i: usize) -> bool {
        let t = tables();
        let Some(m) = self.lev.monsters.get(i) else { return false };
        if self.u.has(Prop::Deaf) {
            return false;
        }
        let ptr = t.mon(m.mnum);
        let mut msound = self.quest_msound(m.mnum);
        if msound == Sound::Silent {
            return false;
        }
        let halluc = self.u.has(Prop::Halluc);
        if msound == Sound::Grunt && ((ptr.mflags2.contains(M2::ORC) && self.u.hero.race == ids::PM_ORC) || halluc) {
            // Orcs talk to their own kind (`MS_ORC` is `MS_GRUNT`).
            msound = Sound::Humanoid;
        } else if halluc && m.mnum == ids::PM_GECKO {
            msound = Sound::Sell;
        }
        let (mpeaceful, mtame, isshk, seen, x, y) = (m.mpeaceful, m.mtame, m.isshk(), self.canspotmon(m), m.mx, m.my);
        let lminion = self.is_lminion(m);
        if !seen {
            self.map_invisible(x, y);
        }
        let said = match msound {
            Sound::Oracle => return self.doconsult(Some(i)),
            Sound::Priest => {
                self.priest_talk(i);
                Said::Nothing
            }
            Sound::Sell => {
                if !halluc || (isshk && self.rng.rn2(2) == 0) {
                    self.shk_chat(i);
                    Said::Nothing
                } else {
                    Said::Says("15 minutes could save you 15 zorkmids.".into())
                }
            }
            Sound::Bribe if mpeaceful && mtame == 0 => {
                self.demon_talk(i);
                Said::Nothing
            }
            Sound::Bribe | Sound::Cuss => {
                if !mpeaceful {
                    self.cuss(i);
                    Said::Nothing
                } else if lminion {
                    Said::Says("It's not too late.".into())
                } else {
                    Said::Says("We're all doomed.".into())
                }
            }
            // The quest's people speak the quest's text (another matter).
            Sound::Leader | Sound::Nemesis | Sound::Guardian => {
                self.quest_chat(i);
                self.deferred_goto();
                Said::Nothing
            }
            _ => match self.animal_noise(i, msound) {
                Some(s) => s,
                None => return false,
            },
        };
        self.say(i, said, None);
        true
    }

    /// Shows what monster `i` said: its line after its name, or its words
    /// (Death speaks in capitals, without quotes); `mcan_says` instead when
    /// the monster is cancelled.
    pub(crate) fn say(&mut self, i: usize, said: Said, mcan_says: Option<&str>) {
        let cancelled = self.lev.monsters.get(i).is_some_and(|m| m.mcan);
        match said {
            Said::Does(line) => {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} {line}"));
            }
            _ if cancelled && mcan_says.is_some() => self.verbalize(mcan_says.unwrap_or_default()),
            Said::Says(words) => {
                if self.lev.monsters.get(i).is_some_and(|m| m.mnum == ids::PM_DEATH) {
                    self.pline(words.to_uppercase());
                } else {
                    self.verbalize(&words);
                }
            }
            Said::Nothing => {}
        }
    }

    /// The sounds that are a line or a few words (every `msound` but the
    /// ones with business). `None` for a peaceful hisser, who makes no
    /// sound.
    fn animal_noise(&mut self, i: usize, msound: Sound) -> Option<Said> {
        let m = self.lev.monsters[i].clone();
        let clock = self.town.clock;
        let moves = self.moves;
        let does = |s: &str| Some(Said::Does(s.to_string()));
        let says = |s: &str| Some(Said::Says(s.to_string()));
        match msound {
            Sound::Were => {
                if clock.full_moon() && (clock.night() ^ (self.rng.rn2(13) == 0)) {
                    let his = if m.female { "her" } else { "his" };
                    let cry = if m.mnum == ids::PM_HUMAN_WERERAT { "shriek" } else { "howl" };
                    let name = self.monnam_cap(i);
                    self.pline(format!("{name} throws back {his} head and lets out a blood curdling {cry}!"));
                    let (x, y) = (m.mx, m.my);
                    self.wake_nearto(x, y, 11 * 11);
                    Some(Said::Nothing)
                } else {
                    does("whispers inaudibly.  All you can make out is \"moon\".")
                }
            }
            Sound::Bark => {
                if clock.full_moon() && clock.night() {
                    does("howls.")
                } else if m.mpeaceful {
                    let upset = m.mconf || m.mflee || m.mtrapped || moves > m.hungrytime || m.mtame < 5;
                    if m.mtame > 0 && upset {
                        does("whines.")
                    } else if m.mtame > 0 && m.hungrytime > moves + 1000 {
                        does("yips.")
                    } else if m.mnum != ids::PM_DINGO {
                        does("barks.")
                    } else {
                        Some(Said::Nothing)
                    }
                } else {
                    does("growls.")
                }
            }
            Sound::Mew if m.mtame > 0 => {
                if m.mconf || m.mflee || m.mtrapped || m.mtame < 5 {
                    does("yowls.")
                } else if moves > m.hungrytime {
                    does("meows.")
                } else if m.hungrytime > moves + 1000 {
                    does("purrs.")
                } else {
                    does("mews.")
                }
            }
            Sound::Mew | Sound::Growl => does(if m.mpeaceful { "snarls." } else { "growls!" }),
            Sound::Roar => does(if m.mpeaceful { "snarls." } else { "roars!" }),
            Sound::Sqeek => does("squeaks."),
            Sound::Sqawk => {
                if m.mnum == ids::PM_RAVEN && !m.mpeaceful {
                    says("Nevermore!")
                } else {
                    does("squawks.")
                }
            }
            Sound::Hiss if m.mpeaceful => None,
            Sound::Hiss => does("hisses!"),
            Sound::Buzz => does(if m.mpeaceful { "drones." } else { "buzzes angrily." }),
            Sound::Grunt => does("grunts."),
            Sound::Neigh => {
                if m.mtame < 5 {
                    does("neighs.")
                } else if moves > m.hungrytime {
                    does("whinnies.")
                } else {
                    does("whickers.")
                }
            }
            Sound::Wail => does("wails mournfully."),
            Sound::Gurgle => does("gurgles."),
            Sound::Burble => does("burbles."),
            Sound::Shriek => {
                self.aggravate();
                does("shrieks.")
            }
            Sound::Imitate => does("imitates you."),
            Sound::Bones => {
                let name = self.monnam_cap(i);
                self.pline(format!("{name} rattles noisily."));
                self.pline("You freeze for a moment.");
                self.nomul();
                self.u.multi = -2;
                self.u.multi_reason = Some("scared by rattling".into());
                Some(Said::Nothing)
            }
            Sound::Laugh => {
                const LAUGH: [&str; 4] = ["giggles.", "chuckles.", "snickers.", "laughs."];
                does(LAUGH[self.rng.rn2(4) as usize])
            }
            Sound::Mumble => does("mumbles incomprehensibly."),
            Sound::Djinni => {
                if m.mtame > 0 {
                    says("Sorry, I'm all out of wishes.")
                } else if m.mpeaceful {
                    if m.mnum == ids::PM_WATER_DEMON { does("gurgles.") } else { says("I'm free!") }
                } else if m.mnum != ids::PM_PRISONER {
                    says("This will teach you not to disturb me!")
                } else {
                    Some(Said::Nothing)
                }
            }
            Sound::Boast if !m.mpeaceful => match self.rng.rn2(4) {
                0 => {
                    let name = self.monnam_cap(i);
                    let his = if m.female { "her" } else { "his" };
                    self.pline(format!("{name} boasts about {his} gem collection."));
                    Some(Said::Nothing)
                }
                1 => does("complains about a diet of mutton."),
                _ => {
                    let (x, y) = (m.mx, m.my);
                    self.wake_nearto(x, y, 7 * 7);
                    does("shouts \"Fee Fie Foe Foo!\" and guffaws.")
                }
            },
            Sound::Boast | Sound::Humanoid => Some(self.humanoid_talk(i)),
            Sound::Seduce => Some(self.seduce_talk(i)),
            Sound::Arrest => {
                if m.mpeaceful {
                    let sir = if self.u.female { "Ma'am" } else { "Sir" };
                    self.verbalize(&format!("Just the facts, {sir}."));
                    Some(Said::Nothing)
                } else {
                    const ARREST: [&str; 3] = [
                        "Anything you say can be used against you.",
                        "You're under arrest!",
                        "Stop in the name of the Law!",
                    ];
                    says(ARREST[self.rng.rn2(3) as usize])
                }
            }
            Sound::Spell => does("seems to mutter a cantrip."),
            Sound::Nurse => {
                let said = self.nurse_talk();
                self.say(i, said, Some("I hate this job!"));
                Some(Said::Nothing)
            }
            Sound::Guard => {
                if self.u.ugold > 0 {
                    says("Please drop that gold and follow me.")
                } else {
                    says("Please follow me.")
                }
            }
            Sound::Soldier => {
                const FOE: [&str; 3] = ["Resistance is useless!", "You're dog meat!", "Surrender!"];
                const PAX: [&str; 3] = [
                    "What lousy pay we're getting here!",
                    "The food's not fit for Orcs!",
                    "My feet hurt, I've been on them all day!",
                ];
                let k = self.rng.rn2(3) as usize;
                says(if m.mpeaceful { PAX[k] } else { FOE[k] })
            }
            Sound::Vampire => Some(self.vampire_talk(i)),
            Sound::Rider => {
                let death = m.mnum == ids::PM_DEATH;
                // Death's quotations come from the tribute text, which
                // OxHack's worlds do not have: the roll is made, no quote.
                if death {
                    let _ = self.rng.rn2(3);
                }
                if death && self.rng.rn2(10) == 0 {
                    does("is busy reading a copy of Sandman #8.")
                } else {
                    says("Who do you think you are, War?")
                }
            }
            _ => Some(Said::Nothing),
        }
    }

    /// `aggravate`: every monster on the level wakes, and the paralysed
    /// may shake it off.
    pub fn aggravate(&mut self) {
        for k in 0..self.lev.monsters.len() {
            self.lev.monsters[k].msleeping = false;
            if !self.lev.monsters[k].mcanmove && self.rng.rn2(5) == 0 {
                let m = &mut self.lev.monsters[k];
                m.mfrozen = 0;
                m.mcanmove = true;
            }
        }
    }

    /// `is_lminion`: a minion of a lawful god.
    pub fn is_lminion(&self, m: &crate::world::monst::Monst) -> bool {
        crate::monsters::makemon::is_minion(tables(), m.mnum) && self.mon_aligntyp(m) == 1
    }
}

/// Whether a monster kind is a centaur (`S_CENTAUR`), for the humanoid
/// talk.
pub(crate) fn is_centaur(pm: oxhack_defs::Pm) -> bool {
    tables().mon(pm).mlet == MonClass::Centaur
}
