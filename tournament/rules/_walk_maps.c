/* The hash tables of the compiled walk (_walk_maps.h): open addressing, linear probing,
 * doubled at half full. */
#include "_walk_maps.h"

#include <stdlib.h>

/* --- a hash table of 64-bit keys (process-wide caches) -------------------------------- */

static uint64_t mix(uint64_t x) {
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    x *= 0xc4ceb9fe1a85ec53ULL;
    x ^= x >> 33;
    return x;
}

/* keys are stored + 1 so that 0 marks an empty slot */
void *map_find(const Map *m, uint64_t key, int *hit) {
    *hit = 0;
    if (!m->cap) return NULL;
    uint64_t k = key + 1;
    size_t j = mix(k) & (m->cap - 1);
    while (m->keys[j]) {
        if (m->keys[j] == k) {
            *hit = 1;
            return m->vals[j];
        }
        j = (j + 1) & (m->cap - 1);
    }
    return NULL;
}

int map_insert(Map *m, uint64_t key, void *val) {
    if ((m->len + 1) * 2 > m->cap) {
        size_t ncap = m->cap ? m->cap * 2 : 256;
        uint64_t *nk = calloc(ncap, sizeof(uint64_t));
        void **nv = calloc(ncap, sizeof(void *));
        if (!nk || !nv) {
            free(nk);
            free(nv);
            return -1;
        }
        for (size_t i = 0; i < m->cap; i++) {
            if (!m->keys[i]) continue;
            size_t j = mix(m->keys[i]) & (ncap - 1);
            while (nk[j]) j = (j + 1) & (ncap - 1);
            nk[j] = m->keys[i];
            nv[j] = m->vals[i];
        }
        free(m->keys);
        free(m->vals);
        m->keys = nk;
        m->vals = nv;
        m->cap = ncap;
    }
    uint64_t k = key + 1;
    size_t j = mix(k) & (m->cap - 1);
    while (m->keys[j] && m->keys[j] != k) j = (j + 1) & (m->cap - 1);
    if (!m->keys[j]) m->len++;
    m->keys[j] = k;
    m->vals[j] = val;
    return 0;
}

/* --- the memo of one walk: (step, key) -> backed-up bound ---------------------------- */

static uint64_t memo_hash(uint64_t a, uint64_t b, uint64_t c) {
    return mix(a ^ mix(b ^ mix(c)));
}

static int memo_grow(Memo *m) {
    size_t ncap = m->cap ? m->cap * 2 : 256;
    MemoEntry *ne = calloc(ncap, sizeof(MemoEntry));
    if (!ne) return -1;
    for (size_t i = 0; i < m->cap; i++) {
        MemoEntry *x = &m->e[i];
        if (!x->c) continue;
        size_t j = memo_hash(x->a, x->b, x->c) & (ncap - 1);
        while (ne[j].c) j = (j + 1) & (ncap - 1);
        ne[j] = *x;
    }
    free(m->e);
    m->e = ne;
    m->cap = ncap;
    return 0;
}

int memo_get(const Memo *m, uint64_t a, uint64_t b, uint64_t c, int32_t *val) {
    if (!m->cap) return 0;
    size_t j = memo_hash(a, b, c) & (m->cap - 1);
    while (m->e[j].c) {
        if (m->e[j].c == c && m->e[j].a == a && m->e[j].b == b) {
            *val = m->e[j].val;
            return 1;
        }
        j = (j + 1) & (m->cap - 1);
    }
    return 0;
}

int memo_put(Memo *m, uint64_t a, uint64_t b, uint64_t c, int32_t val) {
    if ((m->len + 1) * 2 > m->cap && memo_grow(m) < 0) return -1;
    size_t j = memo_hash(a, b, c) & (m->cap - 1);
    while (m->e[j].c) {
        if (m->e[j].c == c && m->e[j].a == a && m->e[j].b == b) {
            m->e[j].val = val;
            return 0;
        }
        j = (j + 1) & (m->cap - 1);
    }
    m->e[j].a = a;
    m->e[j].b = b;
    m->e[j].c = c;
    m->e[j].val = val;
    m->len++;
    return 0;
}
