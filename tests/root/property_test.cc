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
#include "engine/root/reducer.h"
#include "engine/root/rules.h"
#include "gtest/gtest.h"
#include "rapidcheck.h"
#include "rapidcheck/gtest.h"
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
  // Vagabond and the Riverfolk Company in two, three and four seats.
  static constexpr const char* kOrders[] = {
      "marquise,eyrie",          "eyrie,marquise",           "alliance,marquise",
      "marquise,eyrie,alliance", "alliance,eyrie,marquise",  "vagabond,eyrie",
      "marquise,vagabond,eyrie", "eyrie,alliance,vagabond,marquise",
      "company,eyrie",           "marquise,company,alliance", "company,vagabond,eyrie,marquise"};
  options.flags["factions"] = kOrders[order % std::size(kOrders)];
  absl::StatusOr<pb::Header> header = game->MakeHeader(options);
  RC_ASSERT(header.ok());
  auto created = game->NewMatch(*header);
  RC_ASSERT(created.ok());
  std::unique_ptr<Match> m = std::move(*created);
  std::mt19937_64 rng(seed);
  ::arbiter::LegalEvents legal;  // not root::LegalEvents, the function
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
    RC_ASSERT(m->CheckConsistency().ok());
    RC_ASSERT(CheckInvariants(*m).ok());
    const TypedMatch<RootRules>* typed = AsTyped<RootRules>(*m);
    RC_ASSERT(typed != nullptr);
    RC_ASSERT(ActorOf(typed->state()) == ActorOfAnyCase(typed->state()));
  }
}

}  // namespace
}  // namespace arbiter::root
