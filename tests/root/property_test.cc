// RapidCheck properties over random Root prefixes: for any seed, map and
// faction order, every step of a random legal game keeps Apply pure (the
// input state is unchanged, the same event gives the same digest), every
// listed event is accepted and has readable text, the invariant catalogue
// holds, and the inline ActorOf agrees with ActorOfAnyCase (the fast path
// repeats part of its conditions).
#include <random>
#include <string>
#include <vector>

#include "engine/core/registry.h"
#include "engine/core/typed_match.h"
#include "engine/root/board.h"
#include "engine/root/notation.h"
#include "engine/root/reducer.h"
#include "engine/root/rules.h"
#include "gtest/gtest.h"
#include "rapidcheck.h"
#include "rapidcheck/gtest.h"
#include "engine/core/digest.h"
#include "verifier/core/invariant.h"

namespace arbiter::root {
namespace {

RC_GTEST_PROP(RootProperty, RandomPrefixesKeepEveryPromise,
              (uint64_t seed, bool winter, uint8_t order)) {
  const Game* game = FindGame("root");
  RC_ASSERT(game != nullptr);
  PlayOptions options;
  options.flags["map"] = winter ? "winter" : "autumn";
  // Two seats either way, the Alliance with the Marquise, three seats, the
  // Vagabond, the Riverfolk Company, the Lizard Cult and the Mechanical Marquise
  // in two, three and four seats.
  static constexpr const char* kOrders[] = {
      "marquise,eyrie",          "eyrie,marquise",           "alliance,marquise",
      "marquise,eyrie,alliance", "alliance,eyrie,marquise",  "vagabond,eyrie",
      "marquise,vagabond,eyrie", "eyrie,alliance,vagabond,marquise",
      "company,eyrie",           "marquise,company,alliance", "company,vagabond,eyrie,marquise",
      "lizard,eyrie",            "marquise,lizard,alliance",  "lizard,vagabond,company,eyrie",
      "mechanical,eyrie",        "eyrie,mechanical,company",  "vagabond,alliance,mechanical,lizard"};
  options.flags["factions"] = kOrders[order % std::size(kOrders)];
  absl::StatusOr<pb::Header> header = game->MakeHeader(options);
  RC_ASSERT(header.ok());
  auto created = game->NewMatch(*header);
  RC_ASSERT(created.ok());
  std::unique_ptr<Match> m = std::move(*created);
  std::mt19937_64 rng(seed);
  ::arbiter::LegalEvents legal;  // not root::LegalEvents, the function
  std::vector<uint64_t> digest_values(2048);
  for (int step = 0; step < 250 && !m->IsTerminal(); ++step) {
    int chosen = 0;
    if (m->Actor() == kChanceActor) {
      RC_ASSERT(m->SampleChance(rng, &legal).ok());
    } else {
      m->ListLegal(&legal);
      RC_ASSERT(!legal.empty());
      chosen = int(std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng));
    }
    pb::Event event;
    m->EncodeLegal(legal, chosen, &event);
    RC_ASSERT(m->EventText(event).find("undecodable") == std::string::npos);
    RC_ASSERT(m->EventText(event) == m->LegalEventText(legal, chosen));
    // The native event on the match, its encoding on a copy: one result.
    uint64_t before = m->Digest();
    std::unique_ptr<Match> copy = m->Clone();
    RC_ASSERT(m->ApplyLegal(legal, chosen).ok());
    RC_ASSERT(copy->Digest() == before);
    RC_ASSERT(copy->Apply(event).ok());
    RC_ASSERT(copy->Digest() == m->Digest());
    // The values the verifier records at a checkpoint finish as the digest.
    const int recorded = m->RecordDigest(absl::MakeSpan(digest_values));
    RC_ASSERT(recorded >= 0);
    RC_ASSERT(DigestBuilder::Of(absl::MakeConstSpan(digest_values.data(), size_t(recorded))) == m->Digest());
    RC_ASSERT(m->CheckConsistency().ok());
    RC_ASSERT(CheckInvariants(*m).ok());
    const TypedMatch<RootRules>* typed = AsTyped<RootRules>(*m);
    RC_ASSERT(typed != nullptr);
    RC_ASSERT(ActorOf(typed->state()) == ActorOfAnyCase(typed->state()));
  }
}

// root.lizard.lost_souls: seed 001 【蜥蜴教団】《死せる魂の集い》 — along any
// random game with the Cult, every card that reaches the discard pile in
// one event (not a shuffle, which empties it) came from the Cult's own
// hand, revealed cards, play area or Lost Souls: whatever another faction
// spends or discards goes onto the Lost Souls instead.
RC_GTEST_PROP(RootProperty, LizardLostSoulsTakeEveryOtherFactionsDiscard,
              (uint64_t seed, bool winter, uint8_t order)) {
  const Game* game = FindGame("root");
  RC_ASSERT(game != nullptr);
  PlayOptions options;
  options.flags["map"] = winter ? "winter" : "autumn";
  static constexpr const char* kOrders[] = {"lizard,marquise", "eyrie,lizard", "alliance,lizard,vagabond",
                                            "marquise,eyrie,vagabond,lizard"};
  options.flags["factions"] = kOrders[order % std::size(kOrders)];
  absl::StatusOr<pb::Header> header = game->MakeHeader(options);
  RC_ASSERT(header.ok());
  auto created = game->NewMatch(*header);
  RC_ASSERT(created.ok());
  std::unique_ptr<Match> m = std::move(*created);
  std::mt19937_64 rng(seed);
  ::arbiter::LegalEvents legal;
  int taken = 0;
  for (int step = 0; step < 400 && !m->IsTerminal(); ++step) {
    const State before = AsTyped<RootRules>(*m)->state();
    int chosen = 0;
    if (m->Actor() == kChanceActor) {
      RC_ASSERT(m->SampleChance(rng, &legal).ok());
    } else {
      m->ListLegal(&legal);
      RC_ASSERT(!legal.empty());
      chosen = int(std::uniform_int_distribution<size_t>(0, legal.size() - 1)(rng));
    }
    RC_ASSERT(m->ApplyLegal(legal, chosen).ok());
    const State& after = AsTyped<RootRules>(*m)->state();
    if (after.game_index != before.game_index) continue;
    const int cult = after.seat_of[int(Faction::kLizard)];
    uint64_t own = before.hand[cult] | before.play_area[cult] | before.lizard.revealed |
                   before.lizard.lost_souls;
    // An event that ends the turn before the Cult's runs its Birdsong too,
    // which discards the Lost Souls it counted (a card another seat
    // discarded in that event among them).
    if (after.turn_seat == cult && before.turn_seat != cult) own |= after.lizard.counted;
    const uint64_t added = after.discard & ~before.discard;
    if ((added & ~own) != 0u) RC_LOG() << "step " << step << ": " << StateText(after) << "\n";
    RC_ASSERT((added & ~own) == 0u);
    taken += Popcount(after.lizard.lost_souls & ~before.lizard.lost_souls);
  }
  RC_TAG(taken > 0 ? "lost souls collected" : "none collected");
}

}  // namespace
}  // namespace arbiter::root
