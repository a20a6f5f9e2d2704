// RunOrdered: a parallel map over [0, n) whose results come out in index
// order, each as soon as it and every earlier one are done, with a bounded
// number of results held at once.
//
//   RunOrdered<Outcome>(logs.size(), /*jobs=*/4, /*window=*/128,
//       [&](size_t i) { return CheckOne(i); },        // on worker threads
//       [&](size_t i, Outcome o) { Print(o); },       // on this thread, in order
//       [&] { out.flush(); });                        // before this thread waits
//
// `work` runs on `jobs` worker threads and must be safe to call concurrently
// for different indices; `emit` runs on the calling thread only, for i = 0,
// 1, ..., n-1. A worker starts index i only once i < emitted + window, so at
// most `window` results (finished or running) exist at any time, whatever n
// is: a slow log holds the others back instead of letting results pile up.
// `idle` runs on the calling thread whenever it is about to wait for the next
// result (with jobs <= 1: after every emit), so buffered output can be
// flushed exactly when nothing more is ready.
// With jobs <= 1 everything runs on the calling thread, one index after the
// other (the plain version, and the oracle for the threaded one).
// REQUIRES: window >= 1.
#ifndef ARBITER_REPLAY_ORDERED_PIPELINE_H_
#define ARBITER_REPLAY_ORDERED_PIPELINE_H_

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace arbiter {

template <typename Result, typename Work, typename Emit, typename Idle>
void RunOrdered(size_t n, int jobs, size_t window, Work work, Emit emit, Idle idle) {
  if (jobs <= 1 || n <= 1) {
    for (size_t i = 0; i < n; ++i) {
      emit(i, work(i));
      idle();
    }
    return;
  }
  std::vector<std::optional<Result>> slots(window);  // result i in slot i % window
  std::mutex mu;
  std::condition_variable ready;  // a slot was filled
  std::condition_variable room;   // the window moved on
  size_t next = 0;                // next index to start
  size_t emitted = 0;             // indices below this are emitted
  auto worker = [&] {
    std::unique_lock<std::mutex> lock(mu);
    while (true) {
      room.wait(lock, [&] { return next >= n || next < emitted + window; });
      if (next >= n) return;
      const size_t i = next++;
      lock.unlock();
      Result result = work(i);
      lock.lock();
      slots[i % window].emplace(std::move(result));
      ready.notify_one();
    }
  };
  const size_t threads = std::min(static_cast<size_t>(jobs), n);
  std::vector<std::thread> workers;
  workers.reserve(threads);
  for (size_t t = 0; t < threads; ++t) workers.emplace_back(worker);
  for (size_t i = 0; i < n; ++i) {
    std::unique_lock<std::mutex> lock(mu);
    std::optional<Result>& slot = slots[i % window];
    if (!slot.has_value()) {
      lock.unlock();
      idle();
      lock.lock();
      ready.wait(lock, [&] { return slot.has_value(); });
    }
    Result result = std::move(*slot);
    slot.reset();
    emitted = i + 1;
    lock.unlock();
    room.notify_all();
    emit(i, std::move(result));
  }
  for (std::thread& t : workers) t.join();
}

}  // namespace arbiter

#endif  // ARBITER_REPLAY_ORDERED_PIPELINE_H_
