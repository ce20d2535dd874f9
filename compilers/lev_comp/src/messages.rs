//! Every message lev_comp gives, in one place.
//!
//! Parsing, checking and output call these constructors; each returns a
//! codespan [`Diagnostic`] with the span labelled and, where it helps, a
//! `help:` note. Messages the C tool also gives keep its meaning (and
//! mostly its words), so NetHack authors recognise them.

use crate::lexer::Tok;
use oxhack_diag::{Diagnostic, Span, did_you_mean, with_help};

/// Tags a diagnostic with its stable code (see [`crate::explain`]).
pub(crate) fn code(code: &'static str, d: Diagnostic) -> Diagnostic {
    d.with_code(code)
}

pub(crate) fn error(span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::error().with_message(msg).with_labels(vec![span.primary(label)])
}

pub(crate) fn warning(span: Span, msg: impl std::fmt::Display, label: impl std::fmt::Display) -> Diagnostic {
    Diagnostic::warning().with_message(msg).with_labels(vec![span.primary(label)])
}

fn clean(e: &str) -> String {
    match e {
        "Ident" => "a word".into(),
        "Integer" => "a number".into(),
        "MinusInteger" => "a negative number".into(),
        "PlusInteger" => "a signed number".into(),
        "Str" => "a string".into(),
        "VarTok" => "a variable".into(),
        "Char" => "a character".into(),
        "Dice" => "dice".into(),
        "Percent" => "a chance like [50%]".into(),
        "SPercent" => "a percentage like 50%".into(),
        "Compare" => "a comparison".into(),
        "MapBody" => "a map".into(),
        "DoorState" => "a door state".into(),
        "Direction" => "a direction".into(),
        "LightState" => "lit or unlit".into(),
        "Boolean" => "true or false".into(),
        "Alignment" => "an alignment".into(),
        "UpOrDown" => "up or down".into(),
        "FlagType" => "a level flag".into(),
        "CurseType" => "blessed, uncursed or cursed".into(),
        "EngravingType" => "an engraving type".into(),
        "AltarType" => "an altar type".into(),
        "LeftOrRight" | "Center" => "a justification".into(),
        "VarIndexTok" => "an array element".into(),
        "TrappedState" => "trapped or not_trapped".into(),
        "Humidity" => "a location kind".into(),
        "GradientType" => "radial or square".into(),
        "MonAttitude" => "peaceful or hostile".into(),
        "MonAlertness" => "asleep or awake".into(),
        "MonAppearance" => "an appearance".into(),
        "Filling" => "filled or unfilled".into(),
        "Irregular" => "regular or irregular".into(),
        "Joined" => "joined or unjoined".into(),
        "Limited" => "limited or unlimited".into(),
        "HorizOrVert" => "horizontal or vertical".into(),
        "Error" | "UnterminatedMap" => "valid input".into(),
        "TopOrBot" => "top, center or bottom".into(),
        other => format!("`{}`", other.trim_matches('"')),
    }
}

/// The keywords that start statements, for "did you mean".
pub(crate) const STATEMENTS: &[&str] = &[
    "MESSAGE",
    "NOMAP",
    "MAZE",
    "LEVEL",
    "INIT_MAP",
    "FLAGS",
    "GEOMETRY",
    "MAP",
    "OBJECT",
    "CONTAINER",
    "MONSTER",
    "TRAP",
    "DOOR",
    "ROOMDOOR",
    "DRAWBRIDGE",
    "MAZEWALK",
    "WALLIFY",
    "REGION",
    "ALTAR",
    "LADDER",
    "STAIR",
    "PORTAL",
    "TELEPORT_REGION",
    "BRANCH",
    "FOUNTAIN",
    "SINK",
    "POOL",
    "NON_DIGGABLE",
    "NON_PASSWALL",
    "IF",
    "EXIT",
    "ROOM",
    "SUBROOM",
    "RANDOM_CORRIDORS",
    "CORRIDOR",
    "TERRAIN",
    "REPLACE_TERRAIN",
    "GOLD",
    "GRAVE",
    "ENGRAVING",
    "MINERALIZE",
    "FOR",
    "LOOP",
    "SWITCH",
    "BREAK",
    "FUNCTION",
    "SHUFFLE",
];

/// The word just before `span` (skipping blanks), and its span.
fn word_before(text: &str, span: Span) -> Option<(String, Span)> {
    let before = text.get(..span.start as usize)?;
    let trimmed = before.trim_end_matches([' ', '\t']);
    let start = trimmed
        .char_indices()
        .rev()
        .find(|(_, c)| !(c.is_ascii_alphanumeric() || *c == '_' || *c == '-'))
        .map_or(0, |(i, c)| i + c.len_utf8());
    let word = &trimmed[start..];
    if word.is_empty() {
        return None;
    }
    Some((word.to_string(), Span { start: start as u32, end: trimmed.len() as u32, ..span }))
}

/// Turns lalrpop's expected-token list into words a person reads.
fn expected_words(expected: &[String]) -> String {
    let mut words: Vec<String> = expected.iter().map(|e| clean(e)).collect();
    words.sort();
    words.dedup();
    if words.iter().any(|w| w == "`MONSTER`") && words.iter().any(|w| w == "`OBJECT`") {
        return "a statement (MONSTER, OBJECT, MAP, ROOM, ...)".into();
    }
    match words.len() {
        0 => String::new(),
        1 => words[0].clone(),
        n if n <= 6 => format!("{} or {}", words[..n - 1].join(", "), words[n - 1]),
        n => format!("one of {n} things, such as {}", words[..4].join(", ")),
    }
}

pub fn unreadable(span: Span) -> Diagnostic {
    code("L0001", error(span, "unreadable input", "not part of the .des language"))
}

pub fn unexpected_eof(span: Span, expected: &[String]) -> Diagnostic {
    let mut d = error(span, "the file ends in the middle of a statement", "the file ends here");
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    if expected.iter().any(|e| e == "\"}\"") {
        d = d.with_notes(vec!["help: a `}` is missing".into()]);
    }
    code("L0002", d)
}

pub fn unexpected_token(span: Span, tok: &Tok<'_>, expected: &[String], text: &str) -> Diagnostic {
    match tok {
        Tok::UnterminatedMap => {
            // Point at the MAP line itself, not at the whole rest of the file.
            let map_line = Span { end: span.start, start: span.start.saturating_sub(4), ..span };
            return code(
                "L0004",
                with_help(
                    error(map_line, "ENDMAP missing for the MAP that starts here", "this MAP is never closed"),
                    Some("end the map with a line that reads ENDMAP".into()),
                ),
            );
        }
        Tok::Hash => {
            return code(
                "L0005",
                with_help(
                    error(span, "a comment must start its own line", "`#` in the middle of a line"),
                    Some("move the comment to a line of its own".into()),
                ),
            );
        }
        Tok::Error => {
            if text.get(span.range()).is_some_and(|s| s.starts_with('"')) {
                return unterminated_string(span);
            }
            return unreadable(span);
        }
        _ => {}
    }
    // A word followed by `:` where a statement starts: a misspelled keyword.
    if matches!(tok, Tok::Colon)
        && expected.iter().all(|e| e == "\"(\"")
        && let Some((word, wspan)) = word_before(text, span)
    {
        return code(
            "L0007",
            with_help(
                error(wspan, format!("unknown statement '{word}'"), "not a statement keyword"),
                did_you_mean(&word, STATEMENTS.iter().copied()),
            ),
        );
    }
    let shown = match tok {
        Tok::MapBody(_) | Tok::Str(_) => tok.to_string(),
        _ => match text.get(span.range()) {
            Some(s) if !s.is_empty() && s.len() <= 40 => format!("`{s}`"),
            _ => tok.to_string(),
        },
    };
    let mut d = error(span, format!("syntax error: unexpected {shown}"), format!("unexpected {shown}"));
    if !expected.is_empty() {
        d = d.with_notes(vec![format!("expected {}", expected_words(expected))]);
    }
    let word = text.get(span.range()).unwrap_or("");
    let upper = word.to_ascii_uppercase();
    if word != upper
        && word.chars().all(|c| c.is_ascii_alphabetic() || c == '_')
        && STATEMENTS.contains(&upper.as_str())
    {
        d = d.with_notes(vec![format!("help: statement keywords are upper case: write `{upper}`")]);
    } else if let Tok::Ident(word) = tok {
        if word.len() == 1 && expected.iter().any(|e| e == "Char") {
            d = d.with_notes(vec![format!("help: characters are quoted: write '{word}'")]);
        } else {
            let keywords: Vec<&str> = expected
                .iter()
                .filter(|e| e.starts_with('"') && e[1..].starts_with(|c: char| c.is_ascii_alphabetic()))
                .map(|e| e.trim_matches('"'))
                .collect();
            if let Some(help) = did_you_mean(word, keywords.iter().copied()) {
                d = d.with_notes(vec![format!("help: {help}")]);
            }
        }
    }
    if let Tok::Str(s) = tok
        && let Some(inner) = s.strip_prefix('"').and_then(|s| s.strip_suffix('"'))
        && inner.chars().count() == 1
        && expected.iter().any(|e| e == "Char")
    {
        d = d.with_notes(vec![format!("help: a character takes single quotes: write '{inner}'")]);
    }
    if matches!(tok, Tok::LParen)
        && expected.iter().any(|e| e == "\",\"" || e == "\"MONSTER\"")
        && let Some(before) = text.get(..span.start as usize)
        && before
            .trim_end_matches([' ', '\t'])
            .ends_with(|c: char| matches!(c, '"' | '\'' | ')') || c.is_ascii_alphanumeric())
    {
        d = d.with_notes(vec!["help: a `,` is probably missing before this `(`".into()]);
    }
    if matches!(tok, Tok::Var(_)) && expected.len() == 1 && expected[0] == "Integer" {
        d = d.with_notes(vec![
            "help: `( , )` coordinates and regions take plain numbers; make the whole coordinate a variable instead: `$spot = (2,1)` ... `OBJECT: '!', $spot`".into(),
        ]);
    }
    if let Tok::MinusInteger(_) = tok {
        d = d.with_notes(vec!["help: `-5` is one token; write `(-5)` or put a space after the minus".into()]);
    }
    code("L0003", d)
}

/// A string whose closing quote never comes: reported at its opening quote.
pub fn unterminated_string(span: Span) -> Diagnostic {
    let quote = Span { end: span.start + 1, ..span };
    code(
        "L0006",
        with_help(
            error(quote, "unterminated string", "this string is never closed"),
            Some("add the closing `\"`".into()),
        ),
    )
}

// ------------------------------------------------------------- checker

use crate::ast::{FullType, LevRegion, MapBody, VarType};

fn char_word(c: u8) -> String {
    if c.is_ascii_graphic() || c == b' ' { format!("'{}'", c as char) } else { format!("byte {c}") }
}

pub fn duplicate_level(span: Span, first: Span, name: &str) -> Diagnostic {
    code(
        "L0101",
        Diagnostic::error()
            .with_message(format!("level \"{name}\" is defined twice in this file"))
            .with_labels(vec![span.primary("defined again here"), first.secondary("first defined here")])
            .with_notes(vec!["both would be written to the same .lev file".into()]),
    )
}

pub fn level_name(span: Span, name: &str, why: &str) -> Diagnostic {
    code(
        "L0102",
        error(span, format!("invalid level name \"{name}\": {why}"), "this name becomes the output file name"),
    )
}

pub fn unused_variable(span: Span, name: &str) -> Diagnostic {
    code("L0201", warning(span, format!("unused variable '{name}'"), "defined here, never used"))
}

pub fn var_type(span: Span, name: &str, want: FullType, got: FullType) -> Diagnostic {
    code(
        "L0202",
        error(span, format!("trying to use variable '{name}' as {want}, when it is {got}"), format!("this is {got}")),
    )
}

pub fn undefined_var(span: Span, name: &str, known: &[&str]) -> Diagnostic {
    code(
        "L0203",
        with_help(
            error(span, format!("variable '{name}' not defined"), "not defined before this use"),
            did_you_mean(name, known.iter().copied()),
        ),
    )
}

pub fn var_redefined(span: Span, first: Span, name: &str, new: FullType, old: FullType) -> Diagnostic {
    code(
        "L0204",
        Diagnostic::error()
            .with_message(format!("trying to redefine variable '{name}' as {new}, when it is {old}"))
            .with_labels(vec![
                span.primary(format!("assigned {new} here")),
                first.secondary(format!("first defined as {old} here")),
            ]),
    )
}

pub fn expr_type(span: Span, want: &str, got: &str) -> Diagnostic {
    code("L0205", error(span, format!("expected {want}, found {got}"), format!("this is {got}")))
}

pub fn coord_range(span: Span, x: i64, y: i64) -> Diagnostic {
    code(
        "L0301",
        with_help(
            error(span, format!("coordinates ({x},{y}) out of map range"), "outside the level"),
            Some("x goes from 0 to 79 and y from 0 to 20".into()),
        ),
    )
}

pub fn region_order(span: Span, x1: i64, y1: i64, x2: i64, y2: i64) -> Diagnostic {
    code(
        "L0302",
        with_help(
            error(span, format!("region start > end: ({x1},{y1},{x2},{y2})"), "the corners are the wrong way round"),
            Some(format!("write ({},{},{},{})", x1.min(x2), y1.min(y2), x1.max(x2), y1.max(y2))),
        ),
    )
}

pub fn map_char(span: Span, c: u8) -> Diagnostic {
    code(
        "L0111",
        with_help(
            error(span, format!("unknown map char type {}", char_word(c)), "not a map character"),
            Some("map characters are: space # . - | + A B C S H { \\ K } P L I W T F x".into()),
        ),
    )
}

pub fn monster_class(span: Span, c: u8) -> Diagnostic {
    code("L0103", error(span, format!("unknown monster class {}", char_word(c)), "no monster class has this symbol"))
}

pub fn object_class(span: Span, c: u8) -> Diagnostic {
    code("L0104", error(span, format!("unknown object class {}", char_word(c)), "no object class has this symbol"))
}

pub fn unknown_monster(span: Span, name: &str, class: Option<u8>, names: &[&str]) -> Diagnostic {
    let msg = match class {
        Some(c) => format!("unknown monster ({}, \"{name}\")", char_word(c)),
        None => format!("unknown monster '{name}'"),
    };
    code("L0105", with_help(error(span, msg, "no monster has this name"), did_you_mean(name, names.iter().copied())))
}

pub fn unknown_object(span: Span, name: &str, class: Option<u8>, names: &[&str]) -> Diagnostic {
    let msg = match class {
        Some(c) => format!("unknown object ({}, \"{name}\")", char_word(c)),
        None => format!("unknown object '{name}'"),
    };
    code("L0106", with_help(error(span, msg, "no object has this name"), did_you_mean(name, names.iter().copied())))
}

pub fn case_match(span: Span, what: &str, name: &str, real: &str) -> Diagnostic {
    code(
        "L0107",
        warning(span, format!("{what} type \"{name}\" matches \"{real}\""), "matches only when case is ignored"),
    )
}

pub fn percent(span: Span, p: i64) -> Diagnostic {
    code("L0401", error(span, format!("unexpected percentile '{p}%'"), "percentages go from 0 to 100"))
}

pub fn init_map(span: Span, what: &str) -> Diagnostic {
    code("L0402", error(span, format!("INIT_MAP: {what}"), "in this INIT_MAP"))
}

pub fn shuffle_scalar(span: Span, name: &str, ty: FullType) -> Diagnostic {
    code("L0206", error(span, format!("trying to shuffle non-array variable '{name}'"), format!("this is {ty}")))
}

pub fn roomdoor_random_wall(span: Span) -> Diagnostic {
    code(
        "L0403",
        with_help(
            error(span, "if the door wall is random, so must be its position", "random wall with a fixed position"),
            Some("write `random` for the position too".into()),
        ),
    )
}

pub fn drawbridge(span: Span, what: &str) -> Diagnostic {
    code("L0404", error(span, what, "in this DRAWBRIDGE"))
}

pub fn too_deep(span: Span, what: &str, max: usize) -> Diagnostic {
    code("L0405", error(span, format!("too deeply nested {what}"), format!("more than {max} levels deep")))
}

pub fn break_outside(span: Span) -> Diagnostic {
    code(
        "L0406",
        with_help(
            error(span, "cannot use BREAK outside a statement block", "nothing to break out of"),
            Some("BREAK works inside SWITCH, FOR, LOOP, ROOM, REGION, CONTAINER and monster inventory blocks".into()),
        ),
    )
}

pub fn unknown_trap(span: Span, name: &str, names: &[&str]) -> Diagnostic {
    let help = did_you_mean(name, names.iter().copied()).or_else(|| {
        // The game's own words ("squeaky board", "bear trap", "anti-magic
        // field") hold lev_comp's shorter name.
        let plain = name.to_ascii_lowercase().replace(['-', '_'], " ").replace("sleeping", "sleep");
        names
            .iter()
            .filter(|n| plain.contains(**n))
            .max_by_key(|n| n.len())
            .map(|n| format!("lev_comp calls this trap \"{n}\""))
    });
    code("L0108", with_help(error(span, format!("unknown trap type '{name}'"), "not a trap"), help))
}

pub fn trap_twice(span: Span, name: &str) -> Diagnostic {
    code("L0109", error(span, format!("monster seen_traps: trap '{name}' listed twice"), "listed again"))
}

pub fn unknown_room_type(span: Span, name: &str, names: &[&str]) -> Diagnostic {
    let help = did_you_mean(name, names.iter().copied()).unwrap_or_else(|| "the room will be an ordinary one".into());
    code(
        "L0110",
        with_help(
            warning(span, format!("unknown room type \"{name}\"; making an ordinary room"), "not a room type"),
            Some(help),
        ),
    )
}

pub fn mixed_list(span: Span, first: FullType, this: FullType) -> Diagnostic {
    code("L0207", error(span, format!("a list of {first} values cannot hold a {this}"), format!("this is a {this}")))
}

pub fn list_of(span: Span, ty: FullType) -> Diagnostic {
    code(
        "L0208",
        error(span, format!("a {{ }} list cannot hold {ty} values"), "not an integer, string, coordinate or region"),
    )
}

pub fn nested_switch(span: Span) -> Diagnostic {
    code("L0407", error(span, "cannot nest SWITCH statements", "SWITCH inside another SWITCH"))
}

pub fn too_many_cases(span: Span, max: usize) -> Diagnostic {
    code("L0408", error(span, format!("too many cases in a SWITCH (at most {max})"), "one case too many"))
}

pub fn second_default(span: Span, first: Span) -> Diagnostic {
    code(
        "L0409",
        Diagnostic::error()
            .with_message("SWITCH default case already used")
            .with_labels(vec![span.primary("second DEFAULT"), first.secondary("first DEFAULT here")]),
    )
}

pub fn nested_function(span: Span, name: &str) -> Diagnostic {
    code(
        "L0209",
        error(
            span,
            format!("recursively defined functions not allowed (function {name})"),
            "FUNCTION inside a FUNCTION",
        ),
    )
}

pub fn function_redefined(span: Span, first: Span, name: &str) -> Diagnostic {
    code(
        "L0210",
        Diagnostic::error()
            .with_message(format!("function '{name}' already defined once"))
            .with_labels(vec![span.primary("defined again here"), first.secondary("first defined here")]),
    )
}

pub fn param_type(span: Span, word: &str) -> Diagnostic {
    code(
        "L0211",
        with_help(
            error(span, format!("unknown function parameter type '{word}'"), "not a parameter type"),
            did_you_mean(word, ["int", "integer", "str", "string"]).or(Some("parameter types are int and str".into())),
        ),
    )
}

fn types_word(t: &[VarType]) -> String {
    if t.is_empty() {
        return "nothing".into();
    }
    t.iter().map(|t| if *t == VarType::Str { "str" } else { "int" }).collect::<Vec<_>>().join(", ")
}

pub fn call_params(span: Span, name: &str, want: &[VarType], got: &[VarType], def: Span) -> Diagnostic {
    code(
        "L0212",
        Diagnostic::error()
            .with_message(format!(
                "function '{name}' requires params '{}', got '{}' instead",
                types_word(want),
                types_word(got)
            ))
            .with_labels(vec![span.primary("called here"), def.secondary("defined here")]),
    )
}

pub fn undefined_function(span: Span, name: &str, known: &[&str]) -> Diagnostic {
    code(
        "L0213",
        with_help(
            error(span, format!("function '{name}' not defined"), "no FUNCTION of this name before this call"),
            did_you_mean(name, known.iter().copied()),
        ),
    )
}

pub fn map_invalid_char(body: &MapBody, row: usize, col: usize, ch: char) -> Diagnostic {
    // Point at the character itself when we can find it in the body.
    let offset = body.text.split_inclusive('\n').take(row).map(str::len).sum::<usize>()
        + body.text.split_inclusive('\n').nth(row).map_or(0, |l| l.char_indices().nth(col).map_or(0, |(i, _)| i));
    let start = body.span.start as usize + offset;
    let span = Span { start: start as u32, end: (start + ch.len_utf8()) as u32, ..body.span };
    code(
        "L0112",
        warning(
            span,
            format!("invalid character {ch:?} @ ({row}, {col}) - replacing with stone"),
            "not a map character",
        ),
    )
}

pub fn map_too_large(span: Span, w: usize, h: usize, maxw: i64, maxh: i64) -> Diagnostic {
    code("L0303", error(span, format!("map too large at ({w} x {h}), max is ({maxw} x {maxh})"), "this map"))
}

pub fn map_off_level(span: Span, x: i64, y: i64, w: usize, h: usize) -> Diagnostic {
    code(
        "L0304",
        warning(
            span,
            format!("a {w}x{h} map placed at ({x},{y}) does not fit in the 80x21 level"),
            "the map would run off the level here",
        ),
    )
}

pub fn room_chance(span: Span) -> Diagnostic {
    code("L0410", error(span, "only typed rooms can have a chance", "an ordinary room with a chance"))
}

pub fn room_pos(span: Span, x: i64, y: i64, why: &str) -> Diagnostic {
    code("L0411", error(span, format!("invalid room position ({x},{y}): {why}"), "in this room"))
}

pub fn info_twice(span: Span, first: Span, what: &str) -> Diagnostic {
    code(
        "L0412",
        Diagnostic::error()
            .with_message(format!("{what} extra info defined twice"))
            .with_labels(vec![span.primary("given again here"), first.secondary("first given here")]),
    )
}

pub fn register_overflow(span: Span, index: i64) -> Diagnostic {
    code("L0413", error(span, format!("register index overflow: align[{index}]"), "registers are align[0] to align[2]"))
}

pub fn object_door_state(span: Span) -> Diagnostic {
    code("L0414", error(span, "a door state on an object can only be locked or broken", "not locked or broken"))
}

pub fn object_coord_contained(span: Span) -> Diagnostic {
    code("L0415", error(span, "object cannot have a coord when contained", "inside a container or inventory"))
}

pub fn object_needs_coord(span: Span, after_container: bool) -> Diagnostic {
    let help = if after_container {
        "to put it into the CONTAINER above, move it inside that CONTAINER's { }"
    } else {
        "add a location such as (10,5) or random"
    };
    code(
        "L0416",
        with_help(error(span, "object needs a coord when not contained", "no location given"), Some(help.into())),
    )
}

pub fn object_on_container(span: Span, container: Span) -> Diagnostic {
    code(
        "L0417",
        Diagnostic::warning()
            .with_message("this OBJECT lies on the spot of the CONTAINER just above")
            .with_labels(vec![span.primary("same location as the container"), container.secondary("the container")])
            .with_notes(vec![
                "help: to put it into the container, move it inside the container's { } without a location".into(),
            ]),
    )
}

pub fn lev_region_range(span: Span, r: LevRegion, which: &str, level: bool, max_x: i64, max_y: i64) -> Diagnostic {
    let (msg, help) = if level {
        (
            format!("region ({},{},{},{}) out of level range ({which})", r.x1, r.y1, r.x2, r.y2),
            "levregion x goes from 1 to 79 and y from 0 to 20".to_string(),
        )
    } else {
        (
            format!("region ({},{},{},{}) out of map range ({which})", r.x1, r.y1, r.x2, r.y2),
            format!("the current map spans x 0..={max_x}, y 0..={max_y}; use levregion(...) for level coordinates"),
        )
    };
    code("L0305", with_help(error(span, msg, format!("{which} is outside")), Some(help)))
}

pub fn region_unplaceable(span: Span, from: Span, avoid: Span) -> Diagnostic {
    code(
        "L0306",
        Diagnostic::warning().with_message("this level region can never be placed").with_labels(vec![
            avoid.primary("the area to avoid covers..."),
            from.secondary("...all of the area to place in"),
            span.secondary("in this statement"),
        ]),
    )
}

pub fn room_flags_ignored(span: Span, _flags: i64) -> Diagnostic {
    code(
        "L0418",
        warning(span, "the flags of a ROOM are ignored", "these flags have no effect").with_notes(vec![
            "NetHack 3.6's lev_comp never reads them (a quirk OxHack reproduces so .lev files stay identical)".into(),
            "help: the flags of SUBROOM and REGION do work".into(),
        ]),
    )
}

// ------------------------------------------------ author-facing additions

/// `FUNCTION shrine()`: the name is a keyword of the language.
pub fn keyword_as_name(span: Span, word: &str, what: &str) -> Diagnostic {
    code(
        "L0008",
        with_help(
            error(
                span,
                format!("`{word}` is a keyword and cannot be used as {what}"),
                "a keyword of the .des language",
            ),
            Some(format!("pick another name, such as `{word}_1` or `make_{word}`")),
        ),
    )
}

/// A statement cut short: the next statement starts where its arguments
/// should have been.
/// `at_end`: the file or the enclosing block ends there, rather than the
/// next statement starting.
pub fn missing_args(stmt: Span, keyword: &str, form: &str, next: Span, at_end: bool) -> Diagnostic {
    let next_label = if at_end { "it ends here" } else { "the next statement starts here" };
    code(
        "L0009",
        Diagnostic::error()
            .with_message(format!("{keyword} is missing arguments"))
            .with_labels(vec![
                stmt.primary(format!("this {keyword} statement is incomplete")),
                next.secondary(next_label),
            ])
            .with_notes(vec![format!("expected form: {form}")]),
    )
}

/// A `{` whose `}` never comes, reported at the statement that opened it.
pub fn unclosed_block(opener: Span, word: &str, brace: Span, end: Span) -> Diagnostic {
    if opener == brace {
        return code(
            "L0010",
            Diagnostic::error()
                .with_message("this `{` is never closed")
                .with_labels(vec![brace.primary("opened here"), end.secondary("the file ends before its `}`")])
                .with_notes(vec!["help: add the missing `}`".into()]),
        );
    }
    code(
        "L0010",
        Diagnostic::error()
            .with_message(format!("the `{{` of this {word} is never closed"))
            .with_labels(vec![
                opener.primary(format!("this {word} opens a block...")),
                brace.secondary("...here..."),
                end.secondary("...and the file ends before its `}`"),
            ])
            .with_notes(vec!["help: add a `}` where the block should end".into()]),
    )
}

/// A literal coordinate past the edge of the MAP in force.
pub fn coord_outside_map(span: Span, x: i64, y: i64, max_x: i64, max_y: i64) -> Diagnostic {
    let axis = if x > max_x && y <= max_y {
        format!("x goes 0..={max_x}")
    } else if y > max_y && x <= max_x {
        format!("y goes 0..={max_y}")
    } else {
        format!("x goes 0..={max_x}, y 0..={max_y}")
    };
    code(
        "L0307",
        warning(span, format!("coordinates ({x},{y}) are outside the MAP"), format!("outside the map: {axis}"))
            .with_notes(vec![format!(
                "the map in force is {}x{}; coordinates are relative to its top-left corner",
                max_x + 1,
                max_y + 1
            )]),
    )
}

/// A literal region reaching past the edge of the MAP in force.
pub fn region_outside_map(span: Span, r: (i64, i64, i64, i64), max_x: i64, max_y: i64) -> Diagnostic {
    code(
        "L0308",
        warning(
            span,
            format!("region ({},{},{},{}) reaches outside the MAP", r.0, r.1, r.2, r.3),
            format!("the map spans (0,0,{max_x},{max_y})"),
        ),
    )
}

/// A fixed MAP whose open parts cannot reach each other.
pub fn split_level(map: Span, parts: &[String]) -> Diagnostic {
    let mut notes = vec![format!("the map falls into {} parts that cannot reach each other on foot:", parts.len())];
    notes.extend(parts.iter().map(|p| format!("  {p}")));
    notes.push("help: join the parts, or add a TELEPORT_REGION, PORTAL or trap door between them".into());
    code("L0309", warning(map, "this level is split by impassable terrain", "this MAP").with_notes(notes))
}

/// CONTAINER on an object that holds nothing.
pub fn not_a_container(span: Span, name: &str) -> Diagnostic {
    code(
        "L0419",
        with_help(
            warning(span, format!("CONTAINER on {name}, which is not a container"), "cannot hold objects"),
            Some("use OBJECT for it, or a box, chest, sack, bag or ice box as the CONTAINER".into()),
        ),
    )
}

/// A MONSTER written inside another monster's inventory block.
pub fn monster_in_inventory(span: Span, owner: Span) -> Diagnostic {
    code(
        "L0420",
        Diagnostic::warning()
            .with_message("a MONSTER inside a monster's inventory is not carried")
            .with_labels(vec![
                span.primary("this monster is created on its own"),
                owner.secondary("inside this monster's { }"),
            ])
            .with_notes(vec!["help: an inventory holds OBJECTs; move the MONSTER out of the { }".into()]),
    )
}

/// `filled`/`unfilled` on circle and ellipse: NetHack 3.6 inverts them. A
/// note, not a warning: the level may well mean it (dat/hall.des does).
pub fn ellipse_filling(span: Span, shape: &str, filled: bool) -> Diagnostic {
    let (drawn, other) = if filled { ("only the outline", "unfilled") } else { ("a solid disc", "filled") };
    code(
        "L0421",
        Diagnostic::note()
            .with_message(format!("this {shape} is drawn as {drawn}"))
            .with_labels(vec![span.primary(format!("{drawn} will be drawn"))])
            .with_notes(vec![
            "NetHack 3.6 inverts `filled` and `unfilled` on circles and ellipses; OxHack keeps it for compatibility"
                .to_string(),
            format!("help: write `{other}` for the other shape"),
        ]),
    )
}

/// A string running across a line end: usually a missing quote.
pub fn newline_in_string(open: Span, close: Span) -> Diagnostic {
    code(
        "L0422",
        Diagnostic::warning()
            .with_message("this string runs across a line end")
            .with_labels(vec![open.primary("the string opens here"), close.secondary("and closes only here")])
            .with_notes(vec!["help: a closing `\"` is probably missing on the first line".into()]),
    )
}

/// A level the dungeon description (--dungeon) never loads.
pub fn unused_by_dungeon(name: &str) -> Diagnostic {
    code(
        "L0501",
        Diagnostic::warning().with_message(format!(
            "level \"{name}\" is not used by the dungeon description; the game will never load it"
        )),
    )
}
