// The twelve strategy cards: when an effect can apply, and what it does.
//
// Shared by the reducer (which rejects an illegal use) and legal-event
// enumeration (which lists only legal uses), so the two cannot disagree.
// Pure functions; no allocation.
#ifndef ARBITER_ENGINE_RUMBLE_NATION_CARDS_H_
#define ARBITER_ENGINE_RUMBLE_NATION_CARDS_H_

#include "absl/strings/string_view.h"
#include "engine/core/rejection.h"
#include "engine/rumble_nation/components.h"
#include "engine/rumble_nation/state.h"

namespace arbiter::rumble_nation {

// The rule that governs `card`'s effect.
const RuleRef& CardRule(Card card);

// Returns why `event` (a kPlayCard by event.seat) is not a legal use of its
// card's effect in `state`, or an empty view when it is. Only the effect is
// checked here; whether the seat may play a card at all is the reducer's.
// The returned text is a string literal.
absl::string_view CardEffectViolation(const Components& c, const State& state,
                                      const Event& event);

// Carries out the effect. REQUIRES: CardEffectViolation() is empty.
void ApplyCardEffect(const Components& c, const Event& event, State* state);

}  // namespace arbiter::rumble_nation

#endif  // ARBITER_ENGINE_RUMBLE_NATION_CARDS_H_
