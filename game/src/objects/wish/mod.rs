//! Wishing: readobjnam (objnam.c) for the whole NetHack 3.6 wish language,
//! with OxHack's magical object properties.
//!
//! A wish reads in three stages, one module each: [`parse`] takes the
//! words around the name (count, BUC, erosion, "+2", "(0:7)", "named",
//! "called", "pair of", and the property prefixes and "of"/"and"
//! suffixes), [`resolve`] turns the name into an object type or class,
//! and [`make`] creates the object and applies what the rules allow.
//!
//! The doc's ambiguity rules are kept, and generalised where NetHack's
//! code listed special cases: an " of X" phrase belongs to the name when
//! the words up to it name an object ("boots of speed" are speed boots,
//! "cloak of magic resistance" a cloak), otherwise X is a property
//! ("dagger of fire"), a monster ("tin of nurse meat") or ignored;
//! a property prefix is never read out of an object's or artifact's own
//! name ("oilskin sack", "Vorpal Blade"), except that "oilskin cloak of
//! X" is a cloak of X with oilskin, falling back to an oilskin cloak with
//! X when oilskin cannot sit on that cloak.

mod lookup;
mod make;
mod monname;
mod parse;
mod report;
mod resolve;
mod text;

pub use lookup::{names_object, wishymatch};
pub use make::{PL_PSIZ, oname, wish_props_allowed};
pub use monname::{name_to_mon, title_to_mon};
pub use report::{WishReport, report};
pub use text::fuzzymatch;

use crate::objects::mkobj::MkCtx;
use crate::world::obj::Obj;
use oxhack_tables::ids;
use resolve::Found;

/// Longest wish text read (`BUFSZ`); longer input is cut.
pub const BUFSZ: usize = 256;

/// How a wish is made.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct WishOpts {
    /// Debug (wizard) mode: no limits on enchantment, properties, or
    /// which objects; traps and terrain may be wished for.
    pub wizard: bool,
    /// The wish comes from a wand of wishing. Under UnNetHack's rules, as
    /// the doc adopts them, only such a wish may grant an object with
    /// properties.
    pub magical_wish: bool,
    /// The hero's fruit name ("slime mold" by default), wishable by name.
    pub fruit: Option<String>,
}

impl Default for WishOpts {
    fn default() -> WishOpts {
        WishOpts { wizard: false, magical_wish: true, fruit: Some("slime mold".to_string()) }
    }
}

/// Terrain a wizard-mode wish makes at the hero's position.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Terrain {
    Fountain {
        magic: bool,
    },
    Throne,
    Sink,
    Pool,
    Moat,
    Lava,
    /// `align`: -1 chaotic, 0 neutral, 1 lawful, -128 unaligned; `None`
    /// for a random one.
    Altar {
        align: Option<i8>,
    },
    Grave,
    Tree,
    IronBars,
}

/// What a wish gives.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Wish {
    /// The object.
    Object(Box<Obj>),
    /// "nothing": the wish is declined, keeping wishless conduct.
    Nothing,
    /// A forbidden artifact: it appears and vanishes ("For a moment, you
    /// feel something in your hands, but it disappears!"); the wish is used.
    Vanished(Box<Obj>),
    /// Wizard mode: a trap at the hero's feet (`ttyp`).
    Trap(u8),
    /// Wizard mode: terrain at the hero's feet.
    Terrain(Terrain),
}

/// Why a wish failed; the player may wish again.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum WishError {
    /// "Nothing fitting that description exists in the game."
    NoMatch,
    /// The type is never wishable (venom outside wizard mode).
    NotWishable,
    /// An object with properties is a magical wish: only a wand of
    /// wishing grants it (the object that would have been made).
    NeedsWandOfWishing(Box<Obj>),
}

impl std::fmt::Display for WishError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            WishError::NoMatch => f.write_str("Nothing fitting that description exists in the game."),
            WishError::NotWishable => f.write_str(
                "Nothing fitting that description exists in the game (it can be wished for only in wizard mode).",
            ),
            WishError::NeedsWandOfWishing(_) => {
                f.write_str("Only a wand of wishing can grant an object with magical properties.")
            }
        }
    }
}

/// `readobjnam`: the object a wish text describes, made with `c`'s RNG
/// and game state (artifacts in existence, genocides, the hero's luck and
/// role). Never panics, whatever the text.
pub fn readobjnam(c: &mut MkCtx<'_>, text: &str, opts: &WishOpts) -> Result<Wish, WishError> {
    let text = text::truncate_to(text, BUFSZ);
    let mut bp = text::mungspaces(text);
    if ["nothing", "nil", "none"].iter().any(|w| bp.eq_ignore_ascii_case(w)) {
        return Ok(Wish::Nothing);
    }
    let fruitbuf = bp.clone();
    let mut req = parse::Request::default();
    parse::read_prefixes(c.t, &mut bp, &mut req, opts.wizard, c.rng);
    if bp.is_empty() {
        return make::make(c, None, None, &mut req, opts);
    }
    if req.cnt == 0 {
        req.cnt = 1;
    }
    parse::read_parens(&mut bp, &mut req);
    let forced = parse::read_names(&mut bp, &mut req);
    parse::read_pair(&mut bp, &mut req);
    // NetHack's `origbp`: the whole wish up to where "named"/"called"/
    // "labeled" was cut off.
    let cut = [" named ", " called ", " labeled ", " labelled "]
        .iter()
        .filter_map(|w| text::find_ci(&fruitbuf, w))
        .min()
        .unwrap_or(fruitbuf.len());
    let origbp = fruitbuf[..cut].to_string();
    match resolve::resolve(c, bp, &mut req, forced, &origbp, &fruitbuf, opts) {
        Found::Typ(typ) => make::make(c, Some(typ), None, &mut req, opts),
        Found::Class(class) => make::make(c, None, Some(class), &mut req, opts),
        Found::Gold(n) => {
            let mut gold = c.mksobj(ids::GOLD_PIECE, false, false);
            gold.quan = n;
            Ok(Wish::Object(Box::new(gold)))
        }
        Found::NoMatch => Err(WishError::NoMatch),
        Found::Trap(ttyp) => Ok(Wish::Trap(ttyp)),
        Found::Terrain(terrain) => Ok(Wish::Terrain(terrain)),
    }
}

/// A fresh game to wish in: shuffled appearances, no artifacts yet, an
/// average hero on an early level. `oxhack wish` and the tests use it.
pub struct Sandbox {
    pub os: crate::objects::o_init::ObjectsState,
    pub og: crate::objects::mkobj::ObjGen,
    pub rng: crate::rng::Rng,
    pub hero: crate::world::hero::Hero,
    pub lvl: crate::objects::mkobj::LevelCtx,
}

impl Sandbox {
    /// The game a seed starts.
    pub fn new(seed: u64) -> Sandbox {
        let t = oxhack_tables::tables();
        let mut rng = crate::rng::Rng::new(seed);
        let os = crate::objects::o_init::init_objects(t, &mut rng);
        Sandbox {
            os,
            og: crate::objects::mkobj::ObjGen::new(t),
            rng,
            hero: crate::world::hero::Hero::default(),
            lvl: crate::objects::mkobj::LevelCtx { difficulty: 1, depth: 1, ..Default::default() },
        }
    }

    /// Makes one wish.
    pub fn wish(&mut self, text: &str, opts: &WishOpts) -> Result<Wish, WishError> {
        let mut c = MkCtx {
            t: oxhack_tables::tables(),
            os: &self.os,
            og: &mut self.og,
            rng: &mut self.rng,
            hero: &self.hero,
            lvl: self.lvl,
            texts: crate::world::content::Content::embedded_texts(),
        };
        readobjnam(&mut c, text, opts)
    }

    /// What `oxhack wish` prints about an object made here.
    pub fn report(&self, o: &Obj) -> WishReport {
        report(oxhack_tables::tables(), &self.os, o)
    }
}
