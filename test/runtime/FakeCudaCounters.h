// SPDX-License-Identifier: Apache-2.0 WITH LLVM-exception
/*===- FakeCudaCounters.h - What the stand-in driver was asked -*- C -*-===//
 *
 * FakeCudaDriver.c counts the driver calls libovrt makes; the tests read
 * the counters through the driver's fake_cuda_counters() and reset them by
 * assigning a zeroed struct. New counters go at the end (the Python test
 * reads them by name through ctypes, in this order).
 *
 *===----------------------------------------------------------------------===*/
#ifndef OVRT_TEST_FAKECUDACOUNTERS_H
#define OVRT_TEST_FAKECUDACOUNTERS_H

typedef struct {
  long allocations; /* cuMemAlloc, cuMemAllocAsync, cuMemAllocManaged */
  long frees;
  long syncCopies;  /* cuMemcpy */
  long asyncCopies; /* cuMemcpyAsync */
  long launches;
  long modulesLoaded;
  long streamsCreated;
  long streamSyncs;            /* cuStreamSynchronize */
  long eventSyncs;             /* cuEventSynchronize */
  long launchesOnOtherStreams; /* launches on a stream other than expected */
  void *expectedStream;     /* set by a test: the stream launches should use */
  long blockingAllocations; /* cuMemAlloc */
  long blockingFrees;       /* cuMemFree */
  /* cuMemAllocAsync, cuMemFreeAsync, cuMemcpyAsync on another stream than
   * expectedStream */
  long memoryOpsOnOtherStreams;
  long hostAllocations; /* cuMemHostAlloc (pinned), successful */
  long hostFrees;       /* cuMemFreeHost */
  long pinnedCopies;    /* cuMemcpyAsync from or to cuMemHostAlloc'ed memory */
  long eventRecords;    /* cuEventRecord */
  long failHostAlloc; /* set by a test: cuMemHostAlloc fails (out of memory) */
  long liveHostBytes; /* pinned bytes allocated and not yet freed */
  /* set by a test: cuMemFreeAsync frees, then returns this CUresult */
  long failFreeAsync;
  /* set by a test: cuCtxPushCurrent returns this CUresult */
  long failCtxPush;
  long pointerQueries; /* cuPointerGetAttribute */
} FakeCudaCounters;

#endif /* OVRT_TEST_FAKECUDACOUNTERS_H */
