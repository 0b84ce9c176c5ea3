/* One colour's moves at one value: a port of tournament/rules/solver_moves.py's
 * colour_moves (same moves, same order), so the compiled walk needs no Python to go on.
 * tests/rules/test_solver_walk.py compares the two on random states. */
#include "_walk_moves.h"

#include <stdlib.h>
#include <string.h>

enum { REAL = 0, ROLE = 1, FREE = 2, END = 3 };
#define LONG_ 3
#define REAL_BIT 4
#define CROSS_BIT 8

static int extend_code(int code, int kind) {
    int length = (code & 3) + 1 < LONG_ ? (code & 3) + 1 : LONG_;
    int real = (code & REAL_BIT) ? REAL_BIT : (kind == REAL ? REAL_BIT : 0);
    int cross = code & CROSS_BIT;
    if (cross && length == LONG_ && real) cross = 0; /* it needs nothing of the run before */
    return length | real | cross;
}

static int need_on_end(int code) {
    int short_ = (code & 3) == 1;
    if (code & REAL_BIT) return short_ ? 1 : 0;
    return short_ ? 2 : 3;
}

static int may_end(int code) {
    if (code & CROSS_BIT) return 1;
    return (code & 3) == LONG_ && (code & REAL_BIT);
}

static void sort_bytes(uint8_t *a, int n) {
    for (int i = 1; i < n; i++) {
        uint8_t x = a[i];
        int j = i - 1;
        while (j >= 0 && a[j] > x) {
            a[j + 1] = a[j];
            j--;
        }
        a[j + 1] = x;
    }
}

typedef struct {
    const CState *st;
    int free_, first, cross_cap;
    uint8_t actions[MAX_LANES];
    MoveList *out;
    int err;
    /* the moves found, by (state after, to groups, used): open addressing, index + 1 */
    int32_t *seen;
    int nseen;
} Gen;

int same_state(const CState *a, const CState *b) {
    return a->nl == b->nl && a->nn == b->nn && a->crossing == b->crossing &&
           !memcmp(a->lanes, b->lanes, a->nl) && !memcmp(a->needs, b->needs, a->nn);
}

uint64_t state_hash(const CState *st) {
    uint64_t h = 1469598103934665603ULL; /* FNV-1a */
#define MIX(x) (h = (h ^ (uint8_t)(x)) * 1099511628211ULL)
    MIX(st->nl);
    for (int i = 0; i < st->nl; i++) MIX(st->lanes[i]);
    MIX(st->nn);
    for (int i = 0; i < st->nn; i++) MIX(st->needs[i]);
    MIX(st->crossing);
#undef MIX
    return h;
}

static uint64_t move_hash(const CMove *m) {
    return state_hash(&m->after) * 31 + (uint64_t)(m->to_groups * 64 + m->used);
}

/* The index of a move like m already found, or -1; -2 out of memory. */
static int find_or_add(Gen *g, const CMove *m, int index) {
    MoveList *out = g->out;
    if ((out->n + 1) * 2 > g->nseen) {
        int n = g->nseen ? g->nseen * 2 : 64;
        int32_t *seen = calloc(n, sizeof(int32_t));
        if (!seen) return -2;
        for (int i = 0; i < out->n; i++) {
            size_t j = move_hash(&out->m[i]) & (n - 1);
            while (seen[j]) j = (j + 1) & (n - 1);
            seen[j] = i + 1;
        }
        free(g->seen);
        g->seen = seen;
        g->nseen = n;
    }
    size_t j = move_hash(m) & (g->nseen - 1);
    while (g->seen[j]) {
        const CMove *o = &out->m[g->seen[j] - 1];
        if (o->to_groups == m->to_groups && o->used == m->used && same_state(&o->after, &m->after))
            return g->seen[j] - 1;
        j = (j + 1) & (g->nseen - 1);
    }
    g->seen[j] = index + 1;
    return -1;
}

static void record(Gen *g, const int counts[5], int to_groups, int used) {
    const CState *st = g->st;
    CMove mv;
    memset(&mv, 0, sizeof mv);
    CState *after = &mv.after;
    memcpy(after->needs, st->needs, st->nn);
    after->nn = st->nn;
    for (int k = 0; k < st->nl; k++) {
        int code = st->lanes[k], act = g->actions[k];
        if (act == END) {
            int need = need_on_end(code);
            if (need) {
                if (after->nn >= MAX_LANES) goto overflow;
                after->needs[after->nn++] = (uint8_t)need;
            }
        } else {
            after->lanes[after->nl++] = (uint8_t)extend_code(code, act);
        }
    }
    static const uint8_t begun[5] = {1 | REAL_BIT, 1, 1 | REAL_BIT | CROSS_BIT, 1 | CROSS_BIT,
                                     1 | CROSS_BIT};
    int x = st->crossing;
    for (int s = 0; s < 5; s++) {
        for (int n = 0; n < counts[s]; n++) {
            if (after->nl >= MAX_LANES) goto overflow;
            after->lanes[after->nl++] = begun[s];
        }
        if (s >= 2) x += counts[s];
    }
    if (x > 255) goto overflow;
    after->crossing = (uint8_t)x;
    sort_bytes(after->lanes, after->nl);
    sort_bytes(after->needs, after->nn);
    MoveList *out = g->out;
    mv.to_groups = (int8_t)to_groups;
    mv.used = (int8_t)used;
    int found = find_or_add(g, &mv, out->n);
    if (found == -2) {
        g->err = 1;
        return;
    }
    if (found >= 0) return; /* the same move: the first plan stays */
    mv.nact = st->nl;
    for (int k = 0; k < st->nl; k++) mv.actions |= (uint64_t)g->actions[k] << (2 * k);
    for (int s = 0; s < 5; s++) mv.starts[s] = (uint8_t)counts[s];
    if (out->n == out->cap) {
        int ncap = out->cap ? out->cap * 2 : 16;
        CMove *nm = realloc(out->m, ncap * sizeof(CMove));
        if (!nm) {
            g->err = 1;
            return;
        }
        out->m = nm;
        out->cap = ncap;
    }
    out->m[out->n++] = mv;
    return;
overflow:
    g->err = 1;
}

static void starts(Gen *g, int r, int o, int f) {
    const CState *st = g->st;
    int ended_long = 0;
    for (int k = 0; k < st->nl; k++)
        if (g->actions[k] == END && st->lanes[k] == (LONG_ | REAL_BIT)) ended_long = 1;
    int used_free = g->free_ - f;
    int first = g->first;
    /* real tiles: begin lanes (normal or crossing) or go to groups */
    for (int r_new = 0; r_new <= r; r_new++) {
        for (int r_cross = 0; r_cross <= (first ? r - r_new : 0); r_cross++) {
            for (int o_cross = 0; o_cross <= (first ? o : 0); o_cross++) {
                for (int f_cross = 0; f_cross <= (first ? f : 0); f_cross++) {
                    if (r_cross + o_cross + f_cross > g->cross_cap) continue;
                    int o_new = o - o_cross;
                    if (ended_long && r_new + o_new) continue; /* go on with the long lane */
                    int counts[5] = {r_new, o_new, r_cross, o_cross, f_cross};
                    record(g, counts, r - r_new - r_cross, used_free + f_cross);
                    if (g->err) return;
                }
            }
        }
    }
}

static void assign(Gen *g, int i, int r, int o, int f) {
    const CState *st = g->st;
    if (g->err) return;
    if (i < st->nl) {
        int code = st->lanes[i];
        int low = i > 0 && st->lanes[i - 1] == code ? g->actions[i - 1] : 0; /* in order */
        for (int act = low; act < 4; act++) {
            g->actions[i] = (uint8_t)act;
            if (act == END) {
                if (!may_end(code)) continue;
                assign(g, i + 1, r, o, f);
            } else if (act == REAL && r) {
                assign(g, i + 1, r - 1, o, f);
            } else if (act == ROLE && o) {
                assign(g, i + 1, r, o - 1, f);
            } else if (act == FREE && f) {
                assign(g, i + 1, r, o, f - 1);
            }
        }
        return;
    }
    starts(g, r, o, f);
}

int colour_moves_c(const CState *state, int real, int role, int free_, int first,
                   int cross_cap, MoveList *out) {
    Gen g;
    memset(&g, 0, sizeof g);
    g.st = state;
    g.free_ = free_;
    g.first = first;
    g.cross_cap = cross_cap;
    g.out = out;
    if (state->nl > MAX_LANES) return -1;
    assign(&g, 0, real, role, free_);
    free(g.seen);
    return g.err ? -1 : 0;
}
