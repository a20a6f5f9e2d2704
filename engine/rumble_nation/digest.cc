#include "engine/rumble_nation/digest.h"

#include "engine/core/digest.h"

namespace arbiter::rumble_nation {

uint64_t Digest(const State& s) {
  DigestBuilder d;
  d.Add(s.phase);
  d.Add(s.players);
  d.Add(s.to_move);
  d.Add(s.rerolled);
  d.Add(s.battle_value);
  d.Add(s.katana_taken);
  d.AddRange(s.dice);
  d.AddRange(s.castle);
  d.AddRange(s.large_owner);
  d.AddRange(s.small_owner);
  d.AddRange(s.display);
  // Only seats in play, so that a 2-player state does not hash 4 seats.
  for (int p = 0; p < s.players; ++p) {
    d.Add(s.supply[p]);
    d.Add(s.katana[p]);
    d.Add(s.card_used[p]);
    d.AddRange(s.soldiers[p]);
    d.AddRange(s.reinforcements[p]);
  }
  return d.Finish();
}

}  // namespace arbiter::rumble_nation
