//! Colours and liquids as a hallucinating hero sees them (do_name.c's
//! `hcolor` and `hliquid` with their lists), for messages such as an
//! altar's flash, a sink's ooze or its water.

use crate::game::Game;

/// do_name.c's `hcolors`: what a hallucinating hero sees colours as.
pub const HCOLORS: [&str; 34] = [
    "ultraviolet",
    "infrared",
    "bluish-orange",
    "reddish-green",
    "dark white",
    "light black",
    "sky blue-pink",
    "salty",
    "sweet",
    "sour",
    "bitter",
    "striped",
    "spiral",
    "swirly",
    "plaid",
    "checkered",
    "argyle",
    "paisley",
    "blotchy",
    "guernsey-spotted",
    "polka-dotted",
    "square",
    "round",
    "triangular",
    "cabernet",
    "sangria",
    "fuchsia",
    "wisteria",
    "lemon-lime",
    "strawberry-banana",
    "peppermint",
    "romantic",
    "incandescent",
    "octarine",
];

impl Game {
    /// `hcolor`: the colour `pref` as the hero sees it; a hallucinating
    /// hero sees a random silly one (picked with the display stream, so
    /// the game's own random numbers are untouched).
    pub fn hcolor(&mut self, pref: &str) -> String {
        if self.u.has(oxhack_defs::Prop::Halluc) {
            let k = self.disp_rng.rn2(HCOLORS.len() as i32) as usize;
            HCOLORS.get(k).copied().unwrap_or(pref).to_string()
        } else {
            pref.to_string()
        }
    }
}

/// do_name.c's `hliquids`: what a hallucinating hero sees liquids as.
pub const HLIQUIDS: [&str; 34] = [
    "yoghurt",
    "oobleck",
    "clotted blood",
    "diluted water",
    "purified water",
    "instant coffee",
    "tea",
    "herbal infusion",
    "liquid rainbow",
    "creamy foam",
    "mulled wine",
    "bouillon",
    "nectar",
    "grog",
    "flubber",
    "ketchup",
    "slow light",
    "oil",
    "vinaigrette",
    "liquid crystal",
    "honey",
    "caramel sauce",
    "ink",
    "aqueous humour",
    "milk substitute",
    "fruit juice",
    "glowing lava",
    "gastric acid",
    "mineral water",
    "cough syrup",
    "quicksilver",
    "sweet vitriol",
    "grey goo",
    "pink slime",
];

impl Game {
    /// `hliquid`: the liquid `pref` as the hero sees it; a hallucinating
    /// hero sees a random odd one (picked with the game's random numbers,
    /// as 3.6.7 does).
    pub fn hliquid(&mut self, pref: &str) -> String {
        if self.u.has(oxhack_defs::Prop::Halluc) {
            let k = self.rng.rn2(HLIQUIDS.len() as i32) as usize;
            HLIQUIDS.get(k).copied().unwrap_or(pref).to_string()
        } else {
            pref.to_string()
        }
    }
}
