#include "engine/root/factions/lizard/lizard.h"

#include "engine/root/board.h"
#include "engine/root/factions/lizard/pieces.h"
#include "engine/root/factions/lizard/snapshot.h"

namespace arbiter::root {
namespace {

using lizard::kCult;

void Reset(State& s) {
  s.lizard.outcast = -1;
  s.lizard.prior_outcast = -1;
}

void Init(State& s) {
  s.warrior_supply[Fi(kCult)] = kLizardWarriors;
  s.lizard.track = {kGardensPerSuit, kGardensPerSuit, kGardensPerSuit};
  s.fstep = 0;
}

bool SetupDone(const State& s) { return s.fstep == uint8_t(LizardStep::kSetupDone); }

}  // namespace

// The turn is not built yet: without `advance` DecodeConfig refuses the Cult.
const FactionRules kLizardRules = {
    .faction = Faction::kLizard,
    .name = "lizard",
    .warriors = kLizardWarriors,
    .init = &Init,
    .setup_done = &SetupDone,
    .pieces = lizard::kPieces,
    .building_rows = lizard::kBuildingRows,
    .tokens = &lizard::Tokens,
    .count_piece = &lizard::CountPiece,
    .remove_piece = &lizard::RemovePiece,
    .board_text = &lizard::BoardText,
    .clearing_text = &lizard::ClearingText,
    .last_step = uint8_t(LizardStep::kEveningDiscard),
    .reset = &Reset,
    .write_snapshot = &lizard::WriteSnapshot,
    .read_snapshot = &lizard::ReadSnapshot,
    .check_snapshot = &lizard::CheckSnapshot,
    .card_sets = lizard::kCardSets,
    .digest = &lizard::Digest,
    .warriors_off_map_at = lizard::kAcolytesAt,
    .board_headline = &lizard::BoardHeadline,
};

}  // namespace arbiter::root
