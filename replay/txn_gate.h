// TxnGate: counts one LMDB environment's live transactions in this process,
// so that the memory map is resized only when none is live, as LMDB requires
// of mdb_env_set_mapsize.
//
//   gate.Enter();  ... mdb_txn_begin ... mdb_txn_commit/abort ...  gate.Leave();
//   bool done = gate.WhenIdle([&] { mdb_env_set_mapsize(env, bigger); },
//                             std::chrono::seconds(30));
//
// WhenIdle waits for a moment with no live transaction and runs `fn` while
// holding the gate, so no transaction starts during it. New transactions are
// not held back while it waits: a thread that already holds one and starts
// another (ForEach's callback reading) must never wait for the resize, or
// the two would wait for each other. Hence the timeout, and a false return
// when no idle moment came. Thread-safe.
#ifndef ARBITER_REPLAY_TXN_GATE_H_
#define ARBITER_REPLAY_TXN_GATE_H_

#include <chrono>
#include <condition_variable>
#include <mutex>

namespace arbiter {

class TxnGate {
 public:
  void Enter() {
    std::lock_guard<std::mutex> lock(mu_);
    ++live_;
  }
  void Leave() {
    std::lock_guard<std::mutex> lock(mu_);
    if (--live_ == 0) idle_.notify_all();
  }
  template <typename Fn>
  bool WhenIdle(Fn fn, std::chrono::milliseconds timeout) {
    std::unique_lock<std::mutex> lock(mu_);
    if (!idle_.wait_for(lock, timeout, [&] { return live_ == 0; })) return false;
    fn();
    return true;
  }

 private:
  std::mutex mu_;
  std::condition_variable idle_;
  int live_ = 0;
};

}  // namespace arbiter

#endif  // ARBITER_REPLAY_TXN_GATE_H_
