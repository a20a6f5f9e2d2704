// Per-seat views over random games: nothing hidden from seat S appears in
// S's view. Stated two ways: the view names none of the cards in other
// seats' hands, and it stays the same when everything hidden from S is
// changed (the deck and the guardian stacks reordered, cards swapped
// between other seats' hands and the deck).
#include <algorithm>
#include <memory>
#include <string>
#include <utility>

#include "absl/strings/match.h"
#include "absl/strings/str_cat.h"
#include "engine/core/playout.h"
#include "engine/core/registry.h"
#include "engine/root/components.h"
#include "gtest/gtest.h"
#include "rapidcheck.h"
#include "rapidcheck/gtest.h"
#include "replay/seat_record.h"

namespace arbiter {
namespace {

int AllianceSeat(const pb::root::State& s) {
  for (int seat = 0; seat < s.factions_size(); ++seat)
    if (s.factions(seat) == pb::root::ALLIANCE) return seat;
  return -1;
}

// Changes, in `snapshot`, what seat `viewer` cannot see.
void ChangeWhatIsHidden(int viewer, pb::Snapshot& snapshot) {
  if (snapshot.has_root()) {
    pb::root::State& s = *snapshot.mutable_root();
    std::reverse(s.mutable_deck()->begin(), s.mutable_deck()->end());
    for (int seat = 0; seat < s.seats_size(); ++seat) {
      auto* hand = s.mutable_seats(seat)->mutable_hand();
      if (seat == viewer || hand->empty() || s.deck().empty()) continue;
      std::swap((*hand)[0], (*s.mutable_deck())[0]);
      std::sort(hand->begin(), hand->end());
    }
    // The Alliance's supporters are face down to every other seat.
    auto* supporters = s.has_alliance() ? s.mutable_alliance()->mutable_supporters() : nullptr;
    if (supporters != nullptr && AllianceSeat(s) != viewer && !supporters->empty() &&
        !s.deck().empty()) {
      std::swap((*supporters)[0], (*s.mutable_deck())[s.deck_size() - 1]);
      std::sort(supporters->begin(), supporters->end());
    }
  }
  if (snapshot.has_living_forest()) {
    pb::living_forest::State& s = *snapshot.mutable_living_forest();
    for (auto& player : *s.mutable_players()) {
      std::reverse(player.mutable_deck()->begin(), player.mutable_deck()->end());
    }
    for (auto& stack : *s.mutable_stacks()) {
      std::reverse(stack.mutable_cards()->begin(), stack.mutable_cards()->end());
    }
  }
  // Rumble Nation hides nothing.
}

// A game, a seed and a seat count it accepts, from RapidCheck.
std::pair<const Game*, PlayOptions> AnyGame() {
  const auto games = AllGames();
  const Game* game = *rc::gen::elementOf(games);
  PlayOptions options;
  options.seed = *rc::gen::inRange<uint64_t>(1, 1 << 20);
  options.players = *rc::gen::inRange(game->info().min_seats, game->info().max_seats + 1);
  return {game, options};
}

RC_GTEST_PROP(SeatViewProperties, NothingHiddenFromASeatAppearsInItsView, ()) {
  const auto [game, options] = AnyGame();
  absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*game, options, {});
  RC_ASSERT(log.ok());
  const int at = *rc::gen::inRange(0, log->events_size() + 1);
  std::unique_ptr<Match> match = *game->NewMatch(log->header());
  for (int i = 0; i < at; ++i) RC_ASSERT(match->Apply(log->events(i)).ok());

  const pb::Snapshot snapshot = match->ToSnapshot();
  for (int viewer = 0; viewer < match->players(); ++viewer) {
    absl::StatusOr<std::string> view = match->SeatText(viewer);
    RC_ASSERT(view.ok());
    if (snapshot.has_root()) {
      for (int seat = 0; seat < snapshot.root().seats_size(); ++seat) {
        if (seat == viewer) continue;
        for (uint32_t card : snapshot.root().seats(seat).hand()) {
          const std::string text = absl::StrCat("#", card, " ", root::kCards[card - 1].name);
          RC_ASSERT(!absl::StrContains(*view, text));
        }
      }
      if (AllianceSeat(snapshot.root()) != viewer) {
        for (uint32_t card : snapshot.root().alliance().supporters()) {
          const std::string text = absl::StrCat("#", card, " ", root::kCards[card - 1].name);
          RC_ASSERT(!absl::StrContains(*view, text));
        }
      }
    }
    pb::Snapshot changed = snapshot;
    ChangeWhatIsHidden(viewer, changed);
    std::unique_ptr<Match> other = match->Clone();
    RC_ASSERT(other->RestoreSnapshot(changed).ok());
    absl::StatusOr<std::string> other_view = other->SeatText(viewer);
    RC_ASSERT(other_view.ok());
    RC_ASSERT(*other_view == *view);
  }
  // The view is not empty of what the seat may see: its own state is there.
  RC_ASSERT(!match->SeatText(0)->empty());
  RC_ASSERT(match->SeatText(match->players()).status().code() == absl::StatusCode::kOutOfRange);
}

// Root cards hidden from `viewer` right after an event: in another seat's
// hand or face down among the Alliance's supporters now, before the event
// in a hand or the deck, and not in the viewer's own hand (a card taken
// from the viewer, or given by it, is known to it).
std::vector<uint32_t> HiddenRootCards(const pb::root::State& before,
                                      const pb::root::State& after, int viewer) {
  auto in = [](const auto& cards, uint32_t card) {
    return std::find(cards.begin(), cards.end(), card) != cards.end();
  };
  std::vector<uint32_t> now_hidden;
  for (int seat = 0; seat < after.seats_size(); ++seat) {
    if (seat == viewer) continue;
    now_hidden.insert(now_hidden.end(), after.seats(seat).hand().begin(),
                      after.seats(seat).hand().end());
  }
  if (after.has_alliance() && AllianceSeat(after) != viewer) {
    now_hidden.insert(now_hidden.end(), after.alliance().supporters().begin(),
                      after.alliance().supporters().end());
  }
  std::vector<uint32_t> hidden;
  for (uint32_t card : now_hidden) {
    bool unseen = in(before.deck(), card);
    for (int other = 0; other < before.seats_size(); ++other) {
      if (other != viewer && in(before.seats(other).hand(), card)) unseen = true;
    }
    if (unseen && !in(before.seats(viewer).hand(), card)) hidden.push_back(card);
  }
  return hidden;
}

RC_GTEST_PROP(SeatViewProperties, NothingHiddenFromASeatAppearsInItsRecord, ()) {
  const auto [game, options] = AnyGame();
  absl::StatusOr<pb::MatchLog> log = PlayRandomGame(*game, options, {});
  RC_ASSERT(log.ok());
  log->mutable_header()->mutable_provenance()->set_generator_seed(options.seed);
  const int viewer = *rc::gen::inRange(0, static_cast<int>(log->header().players()));
  absl::StatusOr<pb::MatchLog> made = MakeSeatRecord(*log, viewer);
  RC_ASSERT(made.ok());
  RC_ASSERT(made->header().provenance().generator_seed() == 0u);
  const pb::SeatRecord& record = made->seat_record();
  RC_ASSERT(record.steps_size() == log->events_size());

  std::unique_ptr<Match> match = *game->NewMatch(log->header());
  absl::StatusOr<std::string> view = record.initial_view();
  for (int i = 0; i < log->events_size(); ++i) {
    const pb::SeatRecord::Step& step = record.steps(i);
    // What the game hides keeps no event, so no order or card survives.
    RC_ASSERT(step.hidden() == match->EventHiddenFrom(log->events(i), viewer));
    RC_ASSERT(step.has_event() != step.hidden());
    RC_ASSERT(!step.event().has_checkpoint());
    RC_ASSERT(step.text() ==
              (step.hidden() ? absl::StrCat(EventKindName(log->events(i)), " (hidden from seat ",
                                            viewer, ")")
                             : match->EventText(log->events(i))));
    const pb::Snapshot before = match->ToSnapshot();
    RC_ASSERT(match->Apply(log->events(i)).ok());
    // The view is the seat view the property above holds to.
    view = SeatViewAfterStep(*view, step);
    RC_ASSERT(view.ok());
    RC_ASSERT(*view == *match->SeatText(viewer));
    if (before.has_root()) {
      for (uint32_t card : HiddenRootCards(before.root(), match->ToSnapshot().root(), viewer)) {
        const std::string text = absl::StrCat("#", card, " ", root::kCards[card - 1].name);
        RC_ASSERT(!absl::StrContains(step.text(), text));
        RC_ASSERT(!absl::StrContains(*view, text));
      }
    }
  }
}

}  // namespace
}  // namespace arbiter
