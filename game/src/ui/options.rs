//! Options (options.c): the common ones of `.nethackrc`, read from
//! `~/.oxhackrc` (or `$OXHACKOPTIONS`) as `OPTIONS=` lines, and changed in
//! play with `O`. Unknown or malformed options are reported with the
//! line number, never fatal.

use serde::{Deserialize, Serialize};

/// The game's options.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Options {
    pub color: bool,
    /// Line-drawing walls (`symset:DECgraphics`, drawn as Unicode).
    pub decgraphics: bool,
    pub number_pad: bool,
    pub time: bool,
    pub showexp: bool,
    pub hilite_pet: bool,
    pub autopickup: bool,
    /// Classes autopickup takes (`pickup_types`), as class symbols.
    pub pickup_types: String,
    pub msghistory: usize,
    pub lit_corridor: bool,
    /// The boulder symbol.
    pub boulder: Option<char>,
    pub safe_pet: bool,
    pub confirm: bool,
    pub verbose: bool,
    pub rest_on_space: bool,
    pub fruit: String,
    /// Character choices (`name`, `role`, `race`, `gender`, `align`).
    pub name: Option<String>,
    pub role: Option<String>,
    pub race: Option<String>,
    pub gender: Option<String>,
    pub align: Option<String>,
    pub pettype: Option<String>,
    /// The rules mode and its options (`rules:oxhack`, `item_power`,
    /// `rarity_colors`): they seed a new game's `Game::rules`, which is
    /// what play reads. Not written with the options (a game's saved
    /// rules and its replay header carry them), so saves and replays
    /// made before them still read.
    #[serde(skip)]
    pub rules: super::rules::Rules,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            color: true,
            decgraphics: false,
            number_pad: false,
            time: true,
            showexp: true,
            hilite_pet: true,
            autopickup: true,
            pickup_types: "$?!/=\"+".to_string(),
            msghistory: 60,
            lit_corridor: false,
            boulder: None,
            safe_pet: true,
            confirm: true,
            verbose: true,
            rest_on_space: false,
            fruit: "slime mold".to_string(),
            name: None,
            role: None,
            race: None,
            gender: None,
            align: None,
            pettype: None,
            rules: Default::default(),
        }
    }
}

/// The boolean options, by name, for parsing and the `O` menu.
pub const BOOLEANS: &[&str] = &[
    "color",
    "DECgraphics",
    "number_pad",
    "time",
    "showexp",
    "hilite_pet",
    "autopickup",
    "lit_corridor",
    "safe_pet",
    "confirm",
    "verbose",
    "rest_on_space",
    "item_power",
    "rarity_colors",
    "affixes",
];

/// The options that take a value (NetHack's compound options), by name,
/// in NetHack's order, with whether `O` can change them in play: the
/// character's name, role, race, gender and alignment are shown but only
/// chosen before a game.
pub const COMPOUNDS: &[(&str, bool)] = &[
    ("name", false),
    ("role", false),
    ("race", false),
    ("gender", false),
    ("align", false),
    ("boulder", true),
    ("fruit", true),
    ("msghistory", true),
    ("pettype", true),
    ("pickup_types", true),
    ("symset", true),
    ("rules", false),
];

/// Other names the rc file accepts for an option.
const ALIASES: &[(&str, &str)] = &[("colour", "color"), ("character", "role")];

/// The option's own name for `name` or one of its aliases
/// (case-insensitive), if it is one.
pub fn canonical(name: &str) -> Option<&'static str> {
    let lower = name.trim().to_ascii_lowercase();
    if let Some(&(_, to)) = ALIASES.iter().find(|(a, _)| *a == lower) {
        return Some(to);
    }
    BOOLEANS.iter().copied().chain(COMPOUNDS.iter().map(|c| c.0)).find(|n| n.eq_ignore_ascii_case(&lower))
}

impl Options {
    /// The boolean option called `name` (case-insensitive).
    pub fn bool_mut(&mut self, name: &str) -> Option<&mut bool> {
        Some(match canonical(name)?.to_ascii_lowercase().as_str() {
            "color" => &mut self.color,
            "decgraphics" => &mut self.decgraphics,
            "number_pad" => &mut self.number_pad,
            "time" => &mut self.time,
            "showexp" => &mut self.showexp,
            "hilite_pet" => &mut self.hilite_pet,
            "autopickup" => &mut self.autopickup,
            "lit_corridor" => &mut self.lit_corridor,
            "safe_pet" => &mut self.safe_pet,
            "confirm" => &mut self.confirm,
            "verbose" => &mut self.verbose,
            "rest_on_space" => &mut self.rest_on_space,
            "item_power" => {
                self.rules.item_power_given = true;
                &mut self.rules.item_power
            }
            "rarity_colors" => &mut self.rules.rarity_colors,
            "affixes" => {
                self.rules.affixes_given = true;
                &mut self.rules.affixes
            }
            _ => return None,
        })
    }

    /// The value of compound option `name` as `O` shows it (options.c's
    /// `get_compopt_value`); `None` for no such option.
    pub fn compound_value(&self, name: &str) -> Option<String> {
        let or_random = |v: &Option<String>| v.clone().unwrap_or_else(|| "random".to_string());
        Some(match canonical(name)? {
            "name" => self.name.clone().unwrap_or_default(),
            "role" => or_random(&self.role),
            "race" => or_random(&self.race),
            "gender" => or_random(&self.gender),
            "align" => or_random(&self.align),
            "boulder" => self.boulder.unwrap_or(DEFAULT_BOULDER).to_string(),
            "fruit" => self.fruit.clone(),
            "msghistory" => self.msghistory.to_string(),
            "pettype" => self.pettype.clone().unwrap_or_else(|| "random".to_string()),
            "pickup_types" => {
                if self.pickup_types.is_empty() {
                    "all".to_string()
                } else {
                    self.pickup_types.clone()
                }
            }
            "symset" => if self.decgraphics { "DECgraphics" } else { "default" }.to_string(),
            "rules" => self.rules.mode.word().to_string(),
            _ => return None,
        })
    }

    /// Sets compound option `name` to `v`, checking the value as
    /// NetHack's `parseoptions` does.
    pub fn set_compound(&mut self, name: &str, v: &str) -> Result<(), String> {
        let v = v.trim();
        let Some(name) = canonical(name) else { return Err(format!("unknown option '{name}'")) };
        match name {
            "name" => self.name = Some(v.to_string()),
            "role" => self.role = Some(v.to_string()),
            "race" => self.race = Some(v.to_string()),
            "gender" => self.gender = Some(v.to_string()),
            "align" => self.align = Some(v.to_string()),
            "pettype" => {
                self.pettype = match v.chars().next().map(|c| c.to_ascii_lowercase()) {
                    Some('d') => Some("dog".to_string()),
                    Some('c' | 'f' | 'k') => Some("cat".to_string()),
                    Some('h' | 'q' | 'p') => Some("horse".to_string()),
                    Some('n') => Some("none".to_string()),
                    Some('*') | Some('r') => None,
                    _ => return Err(format!("Unrecognized pet type '{v}'.")),
                }
            }
            "fruit" => {
                if v.is_empty() || v.len() > 31 {
                    return Err(format!("fruit name must be 1 to 31 characters, not {v:?}"));
                }
                self.fruit = v.to_string()
            }
            "pickup_types" => self.pickup_types = parse_pickup_types(v)?,
            "msghistory" => {
                self.msghistory = v.parse::<usize>().map_err(|_| format!("msghistory wants a number, not {v:?}"))?
            }
            "boulder" => self.boulder = v.chars().next(),
            "rules" => match super::rules::RulesMode::parse(v) {
                Some(m) => self.rules.set_mode(m),
                None => return Err(format!("unknown rules '{v}' (nethack or oxhack)")),
            },
            "symset" => {
                if v.eq_ignore_ascii_case("DECgraphics") {
                    self.decgraphics = true;
                } else if v.is_empty() || v.eq_ignore_ascii_case("default") {
                    self.decgraphics = false;
                } else {
                    return Err(format!("unknown symset '{v}' (DECgraphics or default)"));
                }
            }
            _ => {
                let Some(b) = self.bool_mut(name) else { return Err(format!("unknown option '{name}'")) };
                *b = !matches!(v.to_ascii_lowercase().as_str(), "false" | "off" | "no" | "0");
            }
        }
        Ok(())
    }

    /// Applies one option word (`color`, `!autopickup`, `name:Ada`).
    pub fn apply(&mut self, opt: &str) -> Result<(), String> {
        let opt = opt.trim();
        if opt.is_empty() {
            return Ok(());
        }
        let (neg, word) = match opt.strip_prefix('!').or_else(|| opt.strip_prefix("no")) {
            Some(rest) if self.clone().bool_mut(rest.trim()).is_some() => (true, rest.trim()),
            _ => (false, opt),
        };
        if let Some((k, v)) = word.split_once([':', '=']) {
            return self.set_compound(k.trim(), v);
        }
        match self.bool_mut(word) {
            Some(b) => {
                *b = !neg;
                Ok(())
            }
            None if canonical(word).is_some() => Err(format!("option '{}' needs a value", word.trim())),
            None => Err(format!("unknown option '{word}'")),
        }
    }

    /// Reads an options file's text: `OPTIONS=a,b,c` lines, `#` comments.
    /// Returns the problems found, one per bad option, with line numbers.
    pub fn parse_file(&mut self, text: &str, file: &str) -> Vec<String> {
        let mut errors = Vec::new();
        for (n, line) in text.lines().enumerate() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let Some((key, val)) = line.split_once('=') else {
                errors.push(format!("{file}:{}: expected OPTIONS=..., found {line:?}", n + 1));
                continue;
            };
            if !key.trim().eq_ignore_ascii_case("OPTIONS") {
                // Other .nethackrc lines (BIND, MSGTYPE, ...) are not ours.
                continue;
            }
            for opt in val.split(',') {
                if let Err(e) = self.apply(opt) {
                    errors.push(format!("{file}:{}: {e}", n + 1));
                }
            }
        }
        errors
    }
}

/// The boulder's symbol when the `boulder` option does not set one.
pub const DEFAULT_BOULDER: char = '0';

/// `pickup_types`: object class symbols, each once ("$?!"), or anything
/// starting with `a` for all classes (the empty string).
fn parse_pickup_types(v: &str) -> Result<String, String> {
    let v = v.trim_start();
    if v.starts_with(['a', 'A']) {
        return Ok(String::new());
    }
    let mut out = String::new();
    for c in v.chars() {
        let class = u8::try_from(c).ok().and_then(oxhack_defs::OClass::from_symbol);
        if !c.is_ascii() || class.is_none_or(|k| k == oxhack_defs::OClass::Random) || out.contains(c) {
            return Err(format!("Unknown pickup_types parameter '{v}'"));
        }
        out.push(c);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_file_lines() {
        let mut o = Options::default();
        let errs = o.parse_file(
            "# mine\nOPTIONS=!autopickup,number_pad,name:Ada\nOPTIONS=fruit:kumquat, DECgraphics\nOPTIONS=bogus\n",
            "rc",
        );
        assert!(!o.autopickup && o.number_pad && o.decgraphics);
        assert_eq!(o.name.as_deref(), Some("Ada"));
        assert_eq!(o.fruit, "kumquat");
        assert_eq!(errs, vec!["rc:4: unknown option 'bogus'".to_string()]);
    }

    /// Every option the parser knows takes a value from the rc file, and
    /// shows one.
    #[test]
    fn every_option_parses_and_shows_its_value() {
        let mut o = Options::default();
        for &b in BOOLEANS {
            assert!(o.apply(&format!("!{b}")).is_ok(), "{b}");
            assert_eq!(o.clone().bool_mut(b).map(|v| *v), Some(false), "{b}");
            assert!(o.apply(b).is_ok(), "{b}");
        }
        let samples = [
            ("name", "Ada"),
            ("role", "Valkyrie"),
            ("race", "human"),
            ("gender", "female"),
            ("align", "lawful"),
            ("boulder", "^"),
            ("fruit", "kumquat"),
            ("msghistory", "30"),
            ("pettype", "kitten"),
            ("pickup_types", "$?"),
            ("symset", "DECgraphics"),
            ("rules", "oxhack"),
        ];
        assert_eq!(samples.len(), COMPOUNDS.len());
        for (name, v) in samples {
            assert!(COMPOUNDS.iter().any(|c| c.0 == name), "{name}");
            o.apply(&format!("{name}:{v}")).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert!(o.compound_value(name).is_some(), "{name}");
        }
        assert_eq!(o.compound_value("pettype").as_deref(), Some("cat"));
        assert_eq!(o.compound_value("pickup_types").as_deref(), Some("$?"));
        assert_eq!(o.compound_value("boulder").as_deref(), Some("^"));
        assert!(o.decgraphics && o.msghistory == 30 && o.fruit == "kumquat");
        assert_eq!(o.apply("character:Samurai"), Ok(()));
        assert_eq!(o.role.as_deref(), Some("Samurai"));
        // NetHack's checks.
        assert!(o.apply("pickup_types:$$").is_err());
        assert!(o.apply("pickup_types:xyz").is_err());
        assert_eq!(o.apply("pickup_types:all"), Ok(()));
        assert_eq!(o.compound_value("pickup_types").as_deref(), Some("all"));
        assert_eq!(o.apply("pettype:wombat"), Err("Unrecognized pet type 'wombat'.".to_string()));
        assert!(o.apply("msghistory:lots").is_err());
        assert!(o.apply("fruit").is_err());
    }
}
