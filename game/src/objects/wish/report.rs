//! What `oxhack wish` prints about a wished-for object: its fully
//! identified name, the name a player sees before identifying anything,
//! its base type, artifact, count, BUC, enchantment, properties and price.

use crate::objects::o_init::ObjectsState;
use crate::objects::objnam::{NameCtx, doname, examine_object, simple_typename};
use crate::objects::oprops::oprops_of;
use crate::world::obj::Obj;
use oxhack_defs::Tables;
use serde::Serialize;

/// The facts about one object (the `--json` object of `oxhack wish`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct WishReport {
    /// The fully identified `doname`.
    pub name: String,
    /// As seen up close by a hero who has learned nothing else.
    pub unidentified_name: String,
    /// The object type's real name.
    pub base: String,
    pub artifact: Option<String>,
    pub quantity: i64,
    /// "blessed", "uncursed" or "cursed".
    pub buc: &'static str,
    pub spe: i8,
    /// Property names as `dat/properties.def` spells them.
    pub properties: Vec<String>,
    /// Price of one: the base price (the artifact's, for an artifact)
    /// plus the properties' price.
    pub price: i64,
}

/// Describes `o` for a game whose object knowledge is `os` (nothing about
/// `o`'s type is assumed known; the identified name discovers it).
pub fn report(t: &Tables, os: &ObjectsState, o: &Obj) -> WishReport {
    let mut known_os = os.clone();
    known_os.discover(o.otyp);
    let arts: Vec<_> = o.oartifact.into_iter().collect();
    let mut full = o.clone();
    full.fully_identify();
    let mut named = NameCtx::new(t, &known_os);
    named.known_artifacts = &arts;
    let name = doname(&named, &full);

    let mut seen = o.clone();
    seen.known = false;
    seen.dknown = false;
    seen.bknown = false;
    seen.rknown = false;
    seen.lknown = false;
    seen.cknown = false;
    seen.oprops_known = 0;
    let unknown = NameCtx::new(t, os);
    examine_object(&unknown, &mut seen);
    let unidentified_name = doname(&unknown, &seen);

    let artifact = o.oartifact.and_then(|a| t.arti(a)).map(|a| a.name.clone());
    WishReport {
        name,
        unidentified_name,
        base: simple_typename(t, o.otyp),
        artifact,
        quantity: o.quan,
        buc: if o.blessed {
            "blessed"
        } else if o.cursed {
            "cursed"
        } else {
            "uncursed"
        },
        spe: o.spe,
        properties: oprops_of(t, o.oprops).map(|p| p.name.clone()).collect(),
        price: crate::objects::price::base_cost(t, o),
    }
}

impl std::fmt::Display for WishReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        writeln!(f, "{}", self.name)?;
        writeln!(f, "  unidentified: {}", self.unidentified_name)?;
        writeln!(f, "  base type:    {}", self.base)?;
        if let Some(a) = &self.artifact {
            writeln!(f, "  artifact:     {a}")?;
        }
        let props = if self.properties.is_empty() { "none".to_string() } else { self.properties.join(", ") };
        writeln!(f, "  properties:   {props}")?;
        write!(f, "  price:        {} zm", self.price)
    }
}
