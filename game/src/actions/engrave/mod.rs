//! Engraving (engrave.c): `E` (`doengrave`) with fingers, weapons,
//! wands, rings, gems, a magic marker or a towel, the engravings it makes
//! (written in the dust, engraved, burned, scribbled, scrawled in blood,
//! a headstone's epitaph), how long writing takes, and the Game-side
//! rules of wearing engravings away (`u_wipe_engr`, `wipe_engr_at`) and
//! reaching the floor (`can_reach_floor`).
//!
//! What each implement does before the text is asked for (a wand's
//! telltale effect, a blade's dulling) is in `stylus`.

mod stylus;

use crate::game::Game;
use crate::objects::invent::GetObj;
use crate::world::level::EngrType;
use crate::world::obj::Worn;
use crate::world::you::A_WIS;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::tables;
use oxhack_vm::terrain::{ALTAR, FOUNTAIN, GRAVE, ICE};

pub use stylus::Stylus;

/// What `doengrave` has decided so far about the engraving to make.
#[derive(Debug, Clone, Default)]
pub(crate) struct Plan {
    /// The kind of engraving; `None` for a random kind (polymorph).
    pub kind: Option<EngrType>,
    /// Wipe out the current engraving (`dengr`), move it away
    /// (`teleengr`).
    pub dengr: bool,
    pub teleengr: bool,
    /// Identify the wand (`doknown`); blind the writer (`doblind`).
    pub doknown: bool,
    pub doblind: bool,
    /// A charge was used (`zapwand`).
    pub zapwand: bool,
    /// Ask for the text (`ptext`).
    pub ptext: bool,
    /// The engraving's new text, when the implement replaced it
    /// (polymorph).
    pub buf: String,
    /// What is said after the writing (`post_engr_text`).
    pub post: String,
}

impl Game {
    /// `can_reach_floor`: the hero can touch the floor (not levitating;
    /// `check_pit`: not teetering at the edge of a known pit).
    pub fn can_reach_floor(&self, check_pit: bool) -> bool {
        if check_pit
            && !self.u.has(Prop::Flying)
            && self.u.utrap == crate::world::you::UTrap::None
            && self.lev.t_at(self.u.ux, self.u.uy).is_some_and(|t| t.tseen && crate::world::level::ttyp::is_pit(t.ttyp))
        {
            return false;
        }
        !self.u.has(Prop::Levitation)
    }

    /// `cant_reach_floor`: "You can't reach the floor."
    pub fn cant_reach_floor(&mut self, check_pit: bool) {
        let what = if check_pit && self.can_reach_floor(false) {
            "bottom of the pit"
        } else {
            self.surface(self.u.ux, self.u.uy)
        };
        self.pline(format!("You can't reach the {what}."));
    }

    /// `u_wipe_engr`: fighting or struggling where the hero stands rubs
    /// out `cnt` characters of what is written there.
    pub fn u_wipe_engr(&mut self, cnt: i32) {
        if self.can_reach_floor(true) {
            let (x, y) = (self.u.ux, self.u.uy);
            self.lev.wipe_engr_at(&mut self.rng, x, y, cnt, false);
        }
    }

    /// `make_engr_at` for the hero's own writing: writing "Elbereth" is
    /// wise.
    pub fn make_engr_at(&mut self, x: i32, y: i32, text: &str, time: i64, kind: EngrType) {
        self.lev.make_engr_at(x, y, text, time, kind);
        if text == "Elbereth" {
            self.exercise(A_WIS, true);
        }
    }

    /// `freehand`: the hero has a hand free to write with.
    fn freehand(&self) -> bool {
        let t = tables();
        let Some(w) = self.uwep_idx() else { return true };
        if !self.welds(w) {
            return true;
        }
        let shield_cursed = self.u.worn(Worn::ARMS).is_some_and(|s| self.u.invent[s].cursed);
        !crate::world::obj::types::bimanual(t, self.u.invent[w].otyp) && !shield_cursed
    }

    /// `E`: write on the floor with fingers or an object (`doengrave`).
    /// Returns whether it took time.
    pub fn doengrave(&mut self) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let typ = self.lev.typ(ux, uy);
        let here = self.surface(ux, uy);
        if typ == oxhack_vm::terrain::LAVAPOOL
            || crate::world::level::is_pool(typ)
            || typ == oxhack_vm::terrain::MOAT
            || typ == FOUNTAIN
        {
            self.pline(format!("You can't write on the {here}!"));
            return false;
        }
        if !crate::world::level::accessible(typ) {
            self.pline("You can't write here.");
            return false;
        }
        let t = tables();
        let ok = |_: &Game, o: &crate::world::obj::Obj| {
            matches!(o.oclass(t), OClass::Tool | OClass::Weapon | OClass::Wand | OClass::Gem | OClass::Ring)
        };
        let stylus = match self.getobj_ex("write with", &ok, true) {
            GetObj::Cancel => return false,
            GetObj::Hands => Stylus::Fingers,
            GetObj::Item(i) => Stylus::Item(self.u.invent[i].o_id),
        };
        let writer = match stylus {
            Stylus::Fingers => "your fingertip".to_string(),
            Stylus::Item(id) => self.your_name(id),
        };
        if let Stylus::Item(id) = stylus
            && let Some(i) = self.inv_index(id)
            && !self.freehand()
            && !self.u.invent[i].owornmask.contains(Worn::WEP)
            && self.u.invent[i].owornmask.is_empty()
        {
            self.pline("You have no free hand to write with!");
            return false;
        }
        let is_wand = self.stylus_class(stylus) == Some(OClass::Wand);
        if !is_wand && !self.can_reach_floor(true) {
            self.cant_reach_floor(true);
            return false;
        }
        if typ == ALTAR {
            self.pline(format!("You make a motion towards the altar with {writer}."));
            return false;
        }
        if typ == GRAVE && stylus == Stylus::Fingers {
            self.pline(format!("You would only make a small smudge on the {here}."));
            return false;
        }
        let oep = self.lev.engr_at(ux, uy).cloned();
        let mut plan = Plan { kind: Some(EngrType::Dust), ptext: true, ..Plan::default() };
        if let Some(took) = self.stylus_effects(stylus, oep.as_ref(), &mut plan) {
            return took;
        }
        if typ == GRAVE {
            if matches!(plan.kind, Some(EngrType::Engrave) | None) {
                plan.kind = Some(EngrType::Headstone);
            } else {
                plan.kind = Some(EngrType::Dust);
                plan.dengr = false;
                plan.teleengr = false;
                plan.buf.clear();
            }
        }
        self.engrave_setup_done(stylus, oep, plan)
    }

    /// The inventory index of the object with `o_id` `id`.
    pub(crate) fn inv_index(&self, id: u32) -> Option<usize> {
        self.u.invent.iter().position(|o| o.o_id == id)
    }

    /// "your dagger" (`yname`, lower case).
    pub(crate) fn your_name(&self, id: u32) -> String {
        let Some(i) = self.inv_index(id) else { return "it".into() };
        let nc = self.name_ctx();
        format!("your {}", crate::objects::objnam::xname(&nc, &self.u.invent[i]))
    }

    fn stylus_class(&self, s: Stylus) -> Option<OClass> {
        match s {
            Stylus::Fingers => None,
            Stylus::Item(id) => self.inv_index(id).map(|i| self.u.invent[i].oclass(tables())),
        }
    }

    /// The rest of `doengrave` once the implement has had its say: the
    /// old engraving wiped, moved or kept, the text asked for, garbled,
    /// timed and written.
    fn engrave_setup_done(
        &mut self,
        stylus: Stylus,
        oep: Option<crate::world::level::Engraving>,
        mut plan: Plan,
    ) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        let blind = self.u.has(Prop::Blinded);
        let here = self.surface(ux, uy);
        let ice = self.lev.typ(ux, uy) == ICE;
        if plan.doknown
            && let Stylus::Item(id) = stylus
            && let Some(i) = self.inv_index(id)
        {
            let w = self.u.invent[i].clone();
            self.learnwand(&w);
            if self.os.is_known(w.otyp) {
                self.more_experienced_rexp(0, 10);
            }
        }
        let mut oep = oep;
        if plan.teleengr {
            self.rloc_engr(ux, uy);
            oep = None;
        }
        if plan.dengr {
            self.lev.del_engr_at(ux, uy);
            oep = None;
        }
        if !plan.buf.is_empty() {
            let kind = plan.kind.unwrap_or_else(|| random_kind(&mut self.rng));
            let buf = plan.buf.clone();
            self.make_engr_at(ux, uy, &buf, self.moves, kind);
            if !blind {
                self.pline(format!("The engraving now reads: \"{buf}\"."));
            }
            plan.ptext = false;
        }
        let wand = match stylus {
            Stylus::Item(id) => self.inv_index(id).filter(|&i| self.u.invent[i].oclass(tables()) == OClass::Wand),
            Stylus::Fingers => None,
        };
        if plan.zapwand
            && let Some(i) = wand
            && self.u.invent[i].spe < 0
        {
            let nc = self.name_ctx();
            let the = crate::objects::objnam::the(&crate::objects::objnam::xname(&nc, &self.u.invent[i]));
            let the = crate::world::display::capitalize(&the);
            self.pline(format!("{the} {}turns to dust.", if blind { "" } else { "glows violently, then " }));
            if self.lev.typ(ux, uy) != GRAVE {
                let dust = if ice { "frost" } else { "dust" };
                self.pline(format!("You are not going to get anywhere trying to write in the {dust} with your dust."));
            }
            self.useup(i);
            return true;
        }
        if !plan.ptext {
            if wand.is_some() && !self.can_reach_floor(true) {
                self.cant_reach_floor(true);
            }
            return true;
        }
        let kind = plan.kind.unwrap_or(EngrType::Dust);
        let mut eow = false;
        if let Some(old) = &oep {
            let mut c = 'n';
            if kind == EngrType::Headstone {
                c = 'y';
            } else if kind == old.kind && (!blind || matches!(old.kind, EngrType::Burn | EngrType::Engrave)) {
                c = self.yn_function("Do you want to add to the current engraving?", "ynq", 'y');
                if c == 'q' {
                    self.pline("Never mind.");
                    return false;
                }
            }
            if c == 'n' || blind {
                if matches!(old.kind, EngrType::Dust | EngrType::Blood | EngrType::Mark) {
                    if !blind {
                        let how = match old.kind {
                            EngrType::Dust => "written in the dust",
                            EngrType::Blood => "scrawled in blood",
                            _ => "written",
                        };
                        self.pline(format!("You wipe out the message that was {how} here."));
                        self.lev.del_engr_at(ux, uy);
                        oep = None;
                    } else {
                        eow = true;
                    }
                } else if matches!(kind, EngrType::Dust | EngrType::Mark | EngrType::Blood) {
                    let how = if old.kind == EngrType::Burn {
                        if ice { "melted into" } else { "burned into" }
                    } else {
                        "engraved in"
                    };
                    self.pline(format!("You cannot wipe out the message that is {how} the {here} here."));
                    return true;
                } else if kind != old.kind || c == 'n' {
                    if !blind || self.can_reach_floor(true) {
                        self.pline("You will overwrite the current message.");
                    }
                    eow = true;
                }
            }
        }
        let adding = oep.is_some() && !eow;
        let (everb, eloc) = engrave_verb(kind, adding, ice, here);
        match stylus {
            Stylus::Fingers => self.pline(format!("You {everb} the {eloc} with your fingertip.")),
            Stylus::Item(id) => {
                let name = self.inv_index(id).map(|i| self.doname(&self.u.invent[i].clone())).unwrap_or_default();
                self.pline(format!("You {everb} the {eloc} with {name}."));
            }
        }
        let answer = self.getlin(&format!("What do you want to {everb} the {eloc} here?"));
        let escaped = answer.as_ref().is_none_or(|a| a.contains('\x1b'));
        let typed: String = answer
            .unwrap_or_default()
            .chars()
            .map(|c| if c == '\t' { ' ' } else { c })
            .filter(|c| c.is_ascii() && !c.is_ascii_control())
            .collect();
        let ebuf = typed.split(' ').filter(|w| !w.is_empty()).collect::<Vec<_>>().join(" ");
        let len = ebuf.chars().filter(|&c| c != ' ').count() as i32;
        if len == 0 || escaped {
            if plan.zapwand {
                if !blind && let Some(i) = wand {
                    let nc = self.name_ctx();
                    let the = crate::objects::objnam::the(&crate::objects::objnam::xname(&nc, &self.u.invent[i]));
                    let plural = self.u.invent[i].quan > 1;
                    let (glow, fade) = if plural { ("glow", "fade") } else { ("glows", "fades") };
                    self.pline(format!("{} {glow}, then {fade}.", crate::world::display::capitalize(&the)));
                }
                return true;
            }
            self.pline("Never mind.");
            return false;
        }
        self.write_engraving(stylus, oep.filter(|_| !eow), eow, kind, ebuf, len, &plan)
    }

    /// Writes `ebuf` (`len` letters) as an engraving of `kind`: garbled
    /// by an unsteady hand, limited by what the implement can do, added
    /// to `oep` or replacing it, and taking its time.
    #[allow(clippy::too_many_arguments)]
    fn write_engraving(
        &mut self,
        stylus: Stylus,
        oep: Option<crate::world::level::Engraving>,
        eow: bool,
        kind: EngrType,
        ebuf: String,
        len: i32,
        plan: &Plan,
    ) -> bool {
        let (ux, uy) = (self.u.ux, self.u.uy);
        if len != 1 || !ebuf.contains(['x', 'X']) {
            self.u.conduct.literate += 1;
        }
        let (blind, conf, stun, halluc) = (
            self.u.has(Prop::Blinded),
            self.u.has(Prop::Confusion),
            self.u.has(Prop::Stunned),
            self.u.has(Prop::Halluc),
        );
        let mut text: Vec<u8> = ebuf.into_bytes();
        for c in text.iter_mut() {
            if *c == b' ' {
                continue;
            }
            let sloppy = (matches!(kind, EngrType::Dust | EngrType::Blood) && self.rng.rn2(25) == 0)
                || (blind && self.rng.rn2(11) == 0)
                || (conf && self.rng.rn2(7) == 0)
                || (stun && self.rng.rn2(4) == 0)
                || (halluc && self.rng.rn2(2) == 0);
            if sloppy {
                *c = b' ' + self.rng.rnd(96 - 2) as u8;
            }
        }
        if eow {
            self.lev.del_engr_at(ux, uy);
        }
        let (mut multi, maxelen, mut nomovemsg) = self.engrave_time(stylus, kind, len, plan);
        let mut text = String::from_utf8_lossy(&text).into_owned();
        if len > maxelen {
            // Only so many letters fit: cut after the last one that does.
            let bytes = text.as_bytes();
            let (mut remaining, mut cut) = (maxelen, 0);
            while remaining > 0 && cut < bytes.len() {
                if bytes[cut] != b' ' {
                    remaining -= 1;
                }
                cut += 1;
            }
            if remaining == 0 && cut < bytes.len() {
                text.truncate(cut);
                if multi != 0 {
                    nomovemsg = "You cannot write any more.".into();
                }
                self.pline(format!("You are only able to write \"{text}\"."));
            }
        }
        let full = match &oep {
            Some(old) => format!("{}{}", old.text, text),
            None => text,
        };
        multi = multi.max(0);
        self.make_engr_at(ux, uy, &full, self.moves + multi as i64, kind);
        if !plan.post.is_empty() {
            let post = plan.post.clone();
            self.pline(post);
        }
        if plan.doblind && !self.u.has(Prop::Blinded) {
            self.pline("You are blinded by the flash!");
            let n = self.rng.rnd(50) as u32;
            self.make_blinded(n, false);
        }
        if multi > 0 {
            self.helpless(multi, &nomovemsg);
        }
        true
    }

    /// `zap_updown`'s engraving effects: an immediate wand `otyp` zapped
    /// down changes what is written underfoot (polymorph rewrites it,
    /// cancellation and make invisible erase it, teleportation sends it
    /// away, striking scuffs it). Headstones are untouched.
    pub fn zap_engr_below(&mut self, otyp: oxhack_defs::Otyp) {
        use oxhack_tables::ids::*;
        let (ux, uy) = (self.u.ux, self.u.uy);
        if self.lev.engr_at(ux, uy).is_none_or(|e| e.kind == EngrType::Headstone) {
            return;
        }
        match otyp {
            WAN_POLYMORPH => {
                self.lev.del_engr_at(ux, uy);
                let text = self.random_engraving();
                let kind = random_kind(&mut self.rng);
                self.make_engr_at(ux, uy, &text, self.moves, kind);
            }
            WAN_CANCELLATION | WAN_MAKE_INVISIBLE => self.lev.del_engr_at(ux, uy),
            WAN_TELEPORTATION => self.rloc_engr(ux, uy),
            WAN_STRIKING => {
                let n = self.rng.d(2, 4);
                self.lev.wipe_engr_at(&mut self.rng, ux, uy, n, true);
            }
            _ => {}
        }
    }

    /// `rloc_engr`: the engraving at (x, y) moves to a random free spot.
    fn rloc_engr(&mut self, x: i32, y: i32) {
        for _ in 0..200 {
            let tx = self.rng.rn1(crate::world::level::COLNO as i32 - 3, 2);
            let ty = self.rng.rn2(crate::world::level::ROWNO as i32);
            let free = self.lev.engr_at(tx, ty).is_none()
                && self.with_mon(|c, lev| c.goodpos(lev, tx, ty, None, crate::monsters::makemon::NO_MM_FLAGS));
            if free {
                if let Some(e) = self.lev.engravings.iter_mut().find(|e| (e.x, e.y) == (x, y)) {
                    e.x = tx;
                    e.y = ty;
                }
                return;
            }
        }
    }
}

/// The verb and place of writing ("write in" the "dust", "add to the
/// engraving in" the "floor").
fn engrave_verb(kind: EngrType, adding: bool, ice: bool, here: &str) -> (&'static str, String) {
    let here = here.to_string();
    match kind {
        EngrType::Dust => {
            (if adding { "add to the writing in" } else { "write in" }, (if ice { "frost" } else { "dust" }).into())
        }
        EngrType::Headstone => (if adding { "add to the epitaph on" } else { "engrave on" }, here),
        EngrType::Engrave => (if adding { "add to the engraving in" } else { "engrave in" }, here),
        EngrType::Burn => (
            match (adding, ice) {
                (true, true) => "add to the text melted into",
                (true, false) => "add to the text burned into",
                (false, true) => "melt into",
                (false, false) => "burn into",
            },
            here,
        ),
        EngrType::Mark => (if adding { "add to the graffiti on" } else { "scribble on" }, here),
        EngrType::Blood => (if adding { "add to the scrawl on" } else { "scrawl on" }, here),
    }
}

/// A random kind of engraving, headstones aside (`rnd(N_ENGRAVE - 1)`).
fn random_kind(rng: &mut crate::rng::Rng) -> EngrType {
    match rng.rnd(5) {
        1 => EngrType::Dust,
        2 => EngrType::Engrave,
        3 => EngrType::Burn,
        4 => EngrType::Mark,
        _ => EngrType::Blood,
    }
}

#[cfg(test)]
mod tests;
