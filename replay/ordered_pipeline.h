// RunOrdered: a parallel map over a stream of items whose results come out
// in the order the items came, each as soon as it and every earlier one are
// done, with a bounded number of items and results held at once.
//
//   size_t total = RunOrdered<Entry, Outcome>(
//       [&]() -> std::optional<Entry> { return walk.Next(); },  // one thread at a time
//       /*jobs=*/4, /*window=*/128,
//       [&](size_t i, Entry e) { return CheckOne(e); },   // on worker threads
//       [&](size_t i, Outcome o) { Print(o); },            // on this thread, in order
//       [&] { out.flush(); });                             // before this thread waits
//
// `next` gives the items, nullopt at the end; it is called by one thread at
// a time, never after it returned nullopt, and only when the item it gives
// can start at once: a worker takes item i only once i < emitted + window, so
// at most `window` items (waiting, running or finished) exist at any time,
// whatever the length of the stream. A slow item holds the others back
// instead of letting results pile up, and `next` is not asked for more than
// the window ahead of the output: a stream read from a pipe is read as the
// results go out. `next` may block (a pipe); results already done are
// emitted meanwhile. `work` runs on `jobs` worker threads and must be safe
// to call concurrently for different items; `emit` runs on the calling
// thread only, for i = 0, 1, 2, .... `idle` runs on the calling thread
// whenever it is about to wait for the next result (with jobs <= 1: after
// every emit), so buffered output can be flushed exactly when nothing more
// is ready. Returns the number of items.
// With jobs <= 1 everything runs on the calling thread, one item after the
// other (the plain version, and the oracle for the threaded one).
// REQUIRES: window >= 1.
#ifndef ARBITER_REPLAY_ORDERED_PIPELINE_H_
#define ARBITER_REPLAY_ORDERED_PIPELINE_H_

#include <condition_variable>
#include <cstddef>
#include <mutex>
#include <optional>
#include <thread>
#include <utility>
#include <vector>

namespace arbiter {

template <typename Item, typename Result, typename Next, typename Work, typename Emit,
          typename Idle>
size_t RunOrdered(Next next, int jobs, size_t window, Work work, Emit emit, Idle idle) {
  if (jobs <= 1) {
    size_t i = 0;
    for (std::optional<Item> item = next(); item.has_value(); item = next(), ++i) {
      emit(i, work(i, *std::move(item)));
      idle();
    }
    return i;
  }
  std::vector<std::optional<Result>> slots(window);  // result i in slot i % window
  std::mutex source_mu;  // held while taking an item, so items are numbered in
                         // the order `next` gives them while `mu` stays free
  std::mutex mu;
  std::condition_variable ready;  // a slot was filled, or the stream ended
  std::condition_variable room;   // the window moved on, or the stream ended
  size_t taken = 0;               // items taken from `next`
  size_t emitted = 0;             // items below this are emitted
  bool ended = false;             // `next` returned nullopt: `taken` is the total
  auto worker = [&] {
    while (true) {
      std::unique_lock<std::mutex> source_lock(source_mu);
      std::unique_lock<std::mutex> lock(mu);
      room.wait(lock, [&] { return ended || taken < emitted + window; });
      if (ended) return;
      lock.unlock();
      std::optional<Item> item = next();
      lock.lock();
      if (!item.has_value()) {
        ended = true;
        ready.notify_one();
        room.notify_all();
        return;
      }
      const size_t i = taken++;
      lock.unlock();
      source_lock.unlock();
      Result result = work(i, *std::move(item));
      lock.lock();
      slots[i % window].emplace(std::move(result));
      ready.notify_one();
    }
  };
  std::vector<std::thread> workers;
  workers.reserve(static_cast<size_t>(jobs));
  for (int t = 0; t < jobs; ++t) workers.emplace_back(worker);
  size_t i = 0;
  for (;; ++i) {
    std::unique_lock<std::mutex> lock(mu);
    std::optional<Result>& slot = slots[i % window];
    auto settled = [&] { return slot.has_value() || (ended && i >= taken); };
    if (!settled()) {
      lock.unlock();
      idle();
      lock.lock();
      ready.wait(lock, settled);
    }
    if (!slot.has_value()) break;  // the stream ended and every result is out
    Result result = std::move(*slot);
    slot.reset();
    emitted = i + 1;
    lock.unlock();
    room.notify_all();
    emit(i, std::move(result));
  }
  for (std::thread& t : workers) t.join();
  return i;
}

// The same over the indices 0 .. n-1: `work` takes the index alone.
template <typename Result, typename Work, typename Emit, typename Idle>
void RunOrdered(size_t n, int jobs, size_t window, Work work, Emit emit, Idle idle) {
  size_t next = 0;
  RunOrdered<size_t, Result>(
      [&]() -> std::optional<size_t> {
        if (next == n) return std::nullopt;
        return next++;
      },
      jobs, window, [&](size_t i, size_t) { return work(i); }, std::move(emit),
      std::move(idle));
}

}  // namespace arbiter

#endif  // ARBITER_REPLAY_ORDERED_PIPELINE_H_
