//! What the implement does when the hero starts to write (`doengrave`'s
//! "SPFX for items"): hard gems and rings engrave, blades engrave and
//! grow dull, a magic marker scribbles graffiti while its ink lasts, a
//! towel wipes, large or silly things refuse; a wand spends a charge and
//! shows what it is (digging engraves, fire burns, lightning burns and
//! blinds, teleportation, cancellation and make invisible make the old
//! engraving vanish, polymorph changes it, the bugs on the floor slow
//! down, speed up or stop moving...). And how long writing takes
//! (`multi`) and how much of it fits.

use super::Plan;
use crate::game::Game;
use crate::world::level::{EngrType, Engraving};
use crate::world::obj::types;
use crate::world::you::A_STR;
use oxhack_defs::flags::ObjFlags;
use oxhack_defs::{OClass, Prop};
use oxhack_tables::ids::*;
use oxhack_tables::tables;
use oxhack_vm::terrain::{DRAWBRIDGE_DOWN, GRAVE, ICE};

/// What the hero writes with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Stylus {
    /// A fingertip (`-`).
    Fingers,
    /// An inventory object, by `o_id`.
    Item(u32),
}

/// The longest engraving (`BUFSZ - 1`).
const MAXELEN: i32 = 255;

/// The names of blind poets a blind hero's polymorphed engraving takes
/// (`blind_writing`).
const BLIND_WRITING: [&str; 9] = [
    "Ediard Asadov",
    "Pedro Bucaneg",
    "Howard Hille Johnson",
    "John Milton",
    "Petronella Moens",
    "Maria Josefa Mujia",
    "Melchiorre Murenu",
    "Edith Ranum",
    "Edward Rushton",
];

impl Game {
    /// The implement's effects before the text is asked for. `Some(took)`
    /// ends `doengrave` at once.
    pub(super) fn stylus_effects(&mut self, s: Stylus, oep: Option<&Engraving>, plan: &mut Plan) -> Option<bool> {
        let Stylus::Item(id) = s else { return None };
        let i = self.inv_index(id)?;
        let t = tables();
        let o = self.u.invent[i].clone();
        let ice = self.lev.typ(self.u.ux, self.u.uy) == ICE;
        match o.oclass(t) {
            OClass::Ring | OClass::Gem if t.obj(o.otyp).is(ObjFlags::TOUGH) => plan.kind = Some(EngrType::Engrave),
            OClass::Armor if types::is_boots(t, o.otyp) => plan.kind = Some(EngrType::Dust),
            OClass::Armor | OClass::Ball | OClass::Rock => {
                self.pline("You can't engrave with such a large object!");
                plan.ptext = false;
            }
            OClass::Food | OClass::Scroll | OClass::Spbook => {
                let yname = self.yname(i);
                let dirty = if ice { "all frosty" } else { "too dirty" };
                self.pline(format!("{yname} would get {dirty}."));
                plan.ptext = false;
            }
            OClass::Wand => return self.wand_engrave(i, oep, plan),
            OClass::Weapon if types::is_blade(t, o.otyp) => {
                if o.spe > -3 {
                    plan.kind = Some(EngrType::Engrave);
                } else {
                    let yname = self.yname(i);
                    let are = if o.quan > 1 { "are" } else { "is" };
                    self.pline(format!("{yname} {are} too dull for engraving."));
                }
            }
            OClass::Tool => {
                if o.owornmask.contains(crate::world::obj::Worn::TOOL) {
                    self.pline("That is a bit difficult to engrave with, don't you think?");
                    return Some(false);
                }
                match o.otyp {
                    MAGIC_MARKER if o.spe <= 0 => self.pline("Your marker has dried out."),
                    MAGIC_MARKER => plan.kind = Some(EngrType::Mark),
                    TOWEL => {
                        plan.ptext = false;
                        let yname = self.yname(i);
                        let gets = if ice { "gets frosty" } else { "gets dusty" };
                        match oep {
                            Some(e) if matches!(e.kind, EngrType::Dust | EngrType::Blood | EngrType::Mark) => {
                                if self.u.has(Prop::Blinded) {
                                    self.pline(format!("{yname} {gets}."));
                                } else {
                                    self.pline("You wipe out the message here.");
                                }
                                plan.dengr = true;
                            }
                            Some(_) => self.pline(format!("{yname} can't wipe out this engraving.")),
                            None => self.pline(format!("{yname} {gets}.")),
                        }
                    }
                    _ => {}
                }
            }
            _ => {}
        }
        None
    }

    /// A wand as a stylus: a charge goes (or the wand is too worn out),
    /// and what it does shows what it is.
    fn wand_engrave(&mut self, i: usize, oep: Option<&Engraving>, plan: &mut Plan) -> Option<bool> {
        let blind = self.u.has(Prop::Blinded);
        let deaf = self.u.has(Prop::Deaf);
        let (ux, uy) = (self.u.ux, self.u.uy);
        let surface = self.surface(ux, uy);
        if !self.zappable(i) {
            // Failing to wrest one last charge still takes time.
            plan.ptext = false;
            if self.can_reach_floor(true) {
                if self.u.invent[i].spe < 0 {
                    plan.zapwand = true;
                } else {
                    self.pline("The wand is too worn out to engrave.");
                }
            }
            return None;
        }
        let w = self.u.invent[i].clone();
        if w.cursed && self.rng.rn2(100) == 0 {
            self.wand_explodes(i);
            return Some(true);
        }
        plan.zapwand = true;
        if !self.can_reach_floor(true) {
            plan.ptext = false;
        }
        let known = self.os.is_known(w.otyp);
        let nc = self.name_ctx();
        let xname = crate::objects::objnam::xname(&nc, &w);
        let vanish = |g: &mut Game, plan: &mut Plan, tele: bool| {
            if let Some(e) = oep
                && e.kind != EngrType::Headstone
            {
                if !blind {
                    g.pline(format!("The engraving on the {surface} vanishes!"));
                }
                if tele {
                    plan.teleengr = true;
                } else {
                    plan.dengr = true;
                }
            }
        };
        match w.otyp {
            WAN_LIGHT | WAN_SECRET_DOOR_DETECTION | WAN_CREATE_MONSTER | WAN_WISHING | WAN_ENLIGHTENMENT => {
                self.zapnodir(&w);
            }
            WAN_STRIKING => plan.post = "The wand unsuccessfully fights your attempt to write!".into(),
            WAN_SLOW_MONSTER if !blind => plan.post = format!("The bugs on the {surface} slow down!"),
            WAN_SPEED_MONSTER if !blind => plan.post = format!("The bugs on the {surface} speed up!"),
            WAN_POLYMORPH => {
                if let Some(e) = oep {
                    if !blind {
                        plan.kind = None;
                        plan.buf = self.random_engraving();
                    } else {
                        plan.kind = Some(e.kind);
                        plan.buf = BLIND_WRITING[self.rng.rn2(BLIND_WRITING.len() as i32) as usize].to_string();
                    }
                    plan.dengr = true;
                }
            }
            WAN_MAGIC_MISSILE => {
                // A ray: it marks the floor even from the air.
                plan.ptext = true;
                if !blind {
                    plan.post = format!("The {surface} is riddled by bullet holes!");
                }
            }
            WAN_SLEEP | WAN_DEATH if !blind => plan.post = format!("The bugs on the {surface} stop moving!"),
            WAN_COLD => {
                if !blind {
                    plan.post = "A few ice cubes drop from the wand.".into();
                }
                if oep.is_some_and(|e| e.kind == EngrType::Burn) {
                    vanish(self, plan, false);
                }
            }
            WAN_CANCELLATION | WAN_MAKE_INVISIBLE => vanish(self, plan, false),
            WAN_TELEPORTATION => vanish(self, plan, true),
            WAN_DIGGING => {
                plan.ptext = true;
                plan.kind = Some(EngrType::Engrave);
                if !known {
                    if self.opts.verbose {
                        self.pline(format!("This {xname} is a wand of digging!"));
                    }
                    plan.doknown = true;
                }
                let typ = self.lev.typ(ux, uy);
                plan.post = if blind && !deaf {
                    "You hear drilling!"
                } else if blind {
                    "You feel tremors."
                } else if typ == GRAVE {
                    "Chips fly out from the headstone."
                } else if typ == ICE {
                    "Ice chips fly up from the ice surface!"
                } else if typ == DRAWBRIDGE_DOWN {
                    "Splinters fly up from the bridge."
                } else {
                    "Gravel flies up from the floor."
                }
                .into();
            }
            WAN_FIRE => {
                plan.ptext = true;
                plan.kind = Some(EngrType::Burn);
                if !known {
                    if self.opts.verbose {
                        self.pline(format!("This {xname} is a wand of fire!"));
                    }
                    plan.doknown = true;
                }
                plan.post = if blind { "You feel the wand heat up." } else { "Flames fly from the wand." }.into();
            }
            WAN_LIGHTNING => {
                plan.ptext = true;
                plan.kind = Some(EngrType::Burn);
                if !known {
                    if self.opts.verbose {
                        self.pline(format!("This {xname} is a wand of lightning!"));
                    }
                    plan.doknown = true;
                }
                if !blind {
                    plan.post = "Lightning arcs from the wand.".into();
                    plan.doblind = true;
                } else {
                    plan.post = if deaf { "Your hair stands up!" } else { "You hear crackling!" }.into();
                }
            }
            // Nothing, opening, locking, probing, undead turning: no
            // effect; the wand writes in the dust.
            _ => {}
        }
        None
    }

    /// `wand_explode` of a cursed wand used to engrave.
    fn wand_explodes(&mut self, i: usize) {
        let w = self.u.invent[i].clone();
        let yname = self.yname(i);
        self.pline(format!("{yname} suddenly explodes!"));
        let n = (i32::from(w.spe) + 2).max(2);
        let k = match w.otyp {
            WAN_WISHING => 12,
            WAN_CANCELLATION | WAN_DEATH | WAN_POLYMORPH | WAN_UNDEAD_TURNING => 10,
            WAN_COLD | WAN_FIRE | WAN_LIGHTNING | WAN_MAGIC_MISSILE => 8,
            WAN_NOTHING => 4,
            _ => 6,
        };
        let dmg = self.rng.d(n, k);
        self.useup(i);
        self.losehp(dmg, "exploding wand");
        self.exercise(A_STR, false);
    }

    /// `random_engraving`: a random engraving text, a quarter of it rubbed
    /// out.
    pub fn random_engraving(&mut self) -> String {
        let texts = self.content.clone();
        let mut s = crate::levelgen::mkroom::get_rnd_text(&texts.texts.engrave, &mut self.rng);
        let n = s.len() as i32 / 4;
        crate::world::engrave::wipeout_text(&mut self.rng, &mut s, n);
        s
    }

    /// How long writing `len` letters of `kind` takes (turns of
    /// helplessness), the most letters the implement can make, and the
    /// message when done; blades dull and markers dry as they write.
    pub(super) fn engrave_time(&mut self, s: Stylus, kind: EngrType, len: i32, plan: &Plan) -> (i32, i32, String) {
        let t = tables();
        let item = match s {
            Stylus::Item(id) => self.inv_index(id),
            Stylus::Fingers => None,
        };
        let mut multi = len / 10;
        let mut maxelen = MAXELEN;
        let msg: String = match (kind, plan.kind) {
            (_, None) => "You finish your weird engraving.".into(),
            (EngrType::Dust, _) => "You finish writing in the dust.".into(),
            (EngrType::Headstone | EngrType::Engrave, _) => {
                if let Some(i) = item {
                    let o = self.u.invent[i].clone();
                    let cl = o.oclass(t);
                    if cl == OClass::Weapon && (o.otyp != ATHAME || o.cursed) {
                        multi = len;
                        maxelen = (i32::from(o.spe) + 3) * 2 + 1;
                        let yname = self.yname(i);
                        let gets = if o.quan > 1 { "get" } else { "gets" };
                        self.pline(format!("{yname} {gets} dull."));
                        let w = &mut self.u.invent[i];
                        if len > maxelen {
                            multi = maxelen;
                            w.spe = -3;
                        } else if len > 1 {
                            w.spe -= (len >> 1) as i8;
                        } else {
                            w.spe -= 1;
                        }
                    } else if matches!(cl, OClass::Ring | OClass::Gem) {
                        multi = len;
                    }
                }
                "You finish engraving.".into()
            }
            (EngrType::Burn, _) => {
                if self.lev.typ(self.u.ux, self.u.uy) == ICE {
                    "You finish melting your message into the ice.".into()
                } else {
                    "You finish burning your message into the floor.".into()
                }
            }
            (EngrType::Mark, _) => {
                if let Some(i) = item
                    && self.u.invent[i].otyp == MAGIC_MARKER
                {
                    maxelen = i32::from(self.u.invent[i].spe) * 2;
                    if len > maxelen {
                        self.pline("Your marker dries out.");
                        self.u.invent[i].spe = 0;
                        multi = maxelen / 10;
                    } else if len > 1 {
                        self.u.invent[i].spe -= (len >> 1) as i8;
                    } else {
                        self.u.invent[i].spe -= 1;
                    }
                }
                "You finish defacing the dungeon.".into()
            }
            (EngrType::Blood, _) => "You finish scrawling.".into(),
        };
        (multi, maxelen, msg)
    }
}
