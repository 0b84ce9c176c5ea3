/* The hash tables of the compiled walk: 64-bit keys to pointers (the process-wide caches)
 * and the memo of one walk (a packed state to its backed-up bound). */
#ifndef WALK_MAPS_H
#define WALK_MAPS_H

#include <stddef.h>
#include <stdint.h>

typedef struct {
    uint64_t *keys; /* key + 1; 0 marks an empty slot */
    void **vals;
    size_t cap, len;
} Map;

/* The value of key (*hit 1), or NULL with *hit 0. */
void *map_find(const Map *m, uint64_t key, int *hit);
/* 0, or -1 out of memory. */
int map_insert(Map *m, uint64_t key, void *val);

typedef struct {
    uint64_t a, b, c; /* c == 0: empty (c always holds the step + 1) */
    int32_t val;
} MemoEntry;

typedef struct {
    MemoEntry *e;
    size_t cap, len;
} Memo;

/* 1 and *val, or 0 when (a, b, c) is not there. */
int memo_get(const Memo *m, uint64_t a, uint64_t b, uint64_t c, int32_t *val);
/* 0, or -1 out of memory. */
int memo_put(Memo *m, uint64_t a, uint64_t b, uint64_t c, int32_t val);

#endif
