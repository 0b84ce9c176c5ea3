/* The legal walk's search (tournament/rules/solver_walk.py, _search) in C.
 *
 * A faithful port: the same steps, the same order of the moves, the same memo of backed-up
 * bounds and the same joker needs, so the same states are searched and the same play is
 * found. One colour's moves are generated here (_walk_moves.c, a port of
 * solver_moves.colour_moves); the colour states keep the walk's process-wide ids, which
 * Python assigns (callbacks), as it answers whether the runs close round the cycle and
 * whether a value's groups form. The answers are cached here: they are pure functions of
 * their arguments.
 *
 * Walker(ints, intern, state, groups):
 *   ints    the instance (solver_walk._walk_core lays it out)
 *   intern  (lanes, needs, crossing) -> the id of that colour state
 *   state   id -> (lanes, needs, crossing, closes)
 *   groups  (reals0..3, slots0..3, wild) -> bool
 * Walker.search(bound) -> (low, None) or (low, (left, jokers_left, steps))
 * colour_moves(lanes, needs, crossing, real, role, free, first, cap): as in solver_moves.
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "_walk_maps.h"
#include "_walk_moves.h"

#define VALUES 13
#define COLOURS 4
#define STEPS 6
#define END_STEP (STEPS * VALUES)
#define NONE_LEFT (1 << 20)
#define MAX_CHOICES 256
#define CHOICE_INTS 14

/* --- the process-wide caches of the rules' answers ----------------------------------- */

typedef struct {
    int32_t after;
    int8_t to_groups, used;
    uint8_t nact;
    uint8_t starts[5];
    uint64_t actions;
} Move;

typedef struct {
    int n;
    Move *m;
} Moves;

static Map moves_cache;
static Map groups_cache; /* value: (void *)1 no, (void *)2 yes */
typedef struct {
    CState st;
    int closes; /* -1: not known yet */
} SidInfo;
static SidInfo *sid_info; /* per colour-state id */
static size_t sid_info_len;

#define CACHE_LIMIT 2000000
static int searching; /* searches under way (threads waiting in a callback included) */

static void moves_free(Moves *mv) {
    if (!mv) return;
    free(mv->m);
    free(mv);
}

static void caches_trim(void) {
    if (moves_cache.len > CACHE_LIMIT) {
        for (size_t i = 0; i < moves_cache.cap; i++)
            if (moves_cache.keys[i]) moves_free(moves_cache.vals[i]);
        free(moves_cache.keys);
        free(moves_cache.vals);
        memset(&moves_cache, 0, sizeof moves_cache);
    }
    if (groups_cache.len > CACHE_LIMIT) {
        free(groups_cache.keys);
        free(groups_cache.vals);
        memset(&groups_cache, 0, sizeof groups_cache);
    }
}

/* --- the walker ---------------------------------------------------------------------- */

typedef struct {
    int8_t run[COLOURS], slot[COLOURS], needs[COLOURS];
    int8_t rel, full;
} Choice;

typedef struct {
    PyObject_HEAD
    int hj, free_all;
    int order[VALUES];
    int table[COLOURS * VALUES], hand[COLOURS * VALUES];
    int caps[COLOURS];
    int nch[VALUES];
    Choice *choices[VALUES];
    /* per value and reading word coming in: the release step's moves, as
     * moves[k][at[k][word]] = n, then n pairs (choice, reading word going out) */
    int nwords[VALUES];
    int *at[VALUES], *moves[VALUES];
    /* per value and reading word going out: the least balance after the value */
    int nfloors[VALUES];
    int *floors[VALUES];
    /* per value, reading word coming in and colour, the colour's options of the release
     * step: opt[k][optat[k][word * COLOURS + c]] = n, then n triples (role jokers kept,
     * least hand tiles laid, reading word going out) */
    int *optat[VALUES], *opt[VALUES];
    Map needs;    /* (k, colour, sid, word) -> the fewest free jokers the colour still needs */
    Map needs_at; /* the same at the k-th value, its release step taken */
    PyObject *intern_fn, *state_fn, *groups_fn;
    Memo memo;
    /* one search */
    int bound, error, found, found_left, found_rest;
    PyObject *steps; /* the moves of the play found, last first */
} Walker;

typedef struct {
    int32_t sid[COLOURS];
    int b, ci, w; /* w: the readings chosen of the melds the walk is in (solver_walk._Plan) */
    int tg[COLOURS];
} Key;

#define MAX_WORDS (1 << 20)

static void pack(int s, const Key *k, uint64_t *a, uint64_t *b, uint64_t *c) {
    *a = (uint64_t)(uint32_t)k->sid[0] | (uint64_t)(uint32_t)k->sid[1] << 32;
    *b = (uint64_t)(uint32_t)k->sid[2] | (uint64_t)(uint32_t)k->sid[3] << 32;
    *c = (uint64_t)(s + 1) | (uint64_t)(uint8_t)(k->b + 128) << 8 | (uint64_t)k->ci << 16 |
         (uint64_t)(k->tg[0] & 15) << 24 | (uint64_t)(k->tg[1] & 15) << 28 |
         (uint64_t)(k->tg[2] & 15) << 32 | (uint64_t)(k->tg[3] & 15) << 36 |
         (uint64_t)(uint32_t)k->w << 40;
}

static int tuple_bytes(PyObject *t, uint8_t *out, uint8_t *n) {
    if (!PyTuple_Check(t) || PyTuple_GET_SIZE(t) > MAX_LANES) {
        PyErr_SetString(PyExc_ValueError, "a colour state's lanes and needs are short tuples");
        return -1;
    }
    *n = (uint8_t)PyTuple_GET_SIZE(t);
    for (int i = 0; i < *n; i++) out[i] = (uint8_t)PyLong_AsLong(PyTuple_GET_ITEM(t, i));
    return PyErr_Occurred() ? -1 : 0;
}

static int parse_state(PyObject *lanes, PyObject *needs, int crossing, CState *st) {
    memset(st, 0, sizeof *st);
    if (tuple_bytes(lanes, st->lanes, &st->nl) < 0 || tuple_bytes(needs, st->needs, &st->nn) < 0)
        return -1;
    if (crossing < 0 || crossing > 255) {
        PyErr_SetString(PyExc_ValueError, "too many crossing lanes");
        return -1;
    }
    st->crossing = (uint8_t)crossing;
    return 0;
}

/* The colour state of an id, as Python has it. */
static SidInfo *sid_state(Walker *w, int32_t sid) {
    if (sid < 0) {
        PyErr_SetString(PyExc_ValueError, "a negative colour state id");
        return NULL;
    }
    if ((size_t)sid < sid_info_len && sid_info[sid].closes >= 0) return &sid_info[sid];
    PyObject *r = PyObject_CallFunction(w->state_fn, "i", sid);
    if (!r) return NULL;
    PyObject *lanes, *needs;
    int crossing, closes;
    if (!PyArg_ParseTuple(r, "OOip", &lanes, &needs, &crossing, &closes)) {
        Py_DECREF(r);
        return NULL;
    }
    CState st;
    int bad = parse_state(lanes, needs, crossing, &st);
    Py_DECREF(r);
    if (bad) return NULL;
    if ((size_t)sid >= sid_info_len) {
        size_t n = sid_info_len ? sid_info_len : 1024;
        while (n <= (size_t)sid) n *= 2;
        SidInfo *ni = realloc(sid_info, n * sizeof(SidInfo));
        if (!ni) {
            PyErr_NoMemory();
            return NULL;
        }
        for (size_t i = sid_info_len; i < n; i++) ni[i].closes = -1;
        sid_info = ni;
        sid_info_len = n;
    }
    sid_info[sid].st = st;
    sid_info[sid].closes = closes ? 1 : 0;
    return &sid_info[sid];
}

/* lanes << 1 | closes, or -1 on an error */
static int sid_lookup(Walker *w, int32_t sid) {
    SidInfo *info = sid_state(w, sid);
    if (!info) return -1;
    return info->st.nl << 1 | info->closes;
}

static PyObject *bytes_tuple(const uint8_t *a, int n) {
    PyObject *t = PyTuple_New(n);
    if (!t) return NULL;
    for (int i = 0; i < n; i++) {
        PyObject *x = PyLong_FromLong(a[i]);
        if (!x) {
            Py_DECREF(t);
            return NULL;
        }
        PyTuple_SET_ITEM(t, i, x);
    }
    return t;
}

static PyObject *state_tuple(const CState *st) {
    PyObject *lanes = bytes_tuple(st->lanes, st->nl);
    PyObject *needs = bytes_tuple(st->needs, st->nn);
    if (!lanes || !needs) {
        Py_XDECREF(lanes);
        Py_XDECREF(needs);
        return NULL;
    }
    return Py_BuildValue("(NNi)", lanes, needs, st->crossing);
}

/* A move's plan as solver_moves gives it: (actions of the lanes, tiles that begin lanes as
 * (tile kind, crossing)). */
static PyObject *plan_tuple(uint8_t nact, uint64_t actions, const uint8_t starts[5]) {
    static const int kind[5] = {0, 1, 0, 1, 2};
    static const int cross[5] = {0, 0, 1, 1, 1};
    PyObject *acts = PyTuple_New(nact);
    int total = starts[0] + starts[1] + starts[2] + starts[3] + starts[4];
    PyObject *begun = PyTuple_New(total);
    if (!acts || !begun) goto fail;
    for (int k = 0; k < nact; k++) {
        PyObject *x = PyLong_FromLong((long)(actions >> (2 * k) & 3));
        if (!x) goto fail;
        PyTuple_SET_ITEM(acts, k, x);
    }
    int at = 0;
    for (int s = 0; s < 5; s++) {
        for (int n = 0; n < starts[s]; n++) {
            PyObject *x = Py_BuildValue("(iO)", kind[s], cross[s] ? Py_True : Py_False);
            if (!x) goto fail;
            PyTuple_SET_ITEM(begun, at++, x);
        }
    }
    return Py_BuildValue("(NN)", acts, begun);
fail:
    Py_XDECREF(acts);
    Py_XDECREF(begun);
    return NULL;
}

/* The ids of the colour states the core made, so Python is asked once per state. */
typedef struct InternEntry {
    CState st;
    int32_t sid;
    struct InternEntry *next; /* another state of the same hash */
} InternEntry;
static Map intern_cache;

static int32_t intern_state(Walker *w, const CState *st) {
    uint64_t h = state_hash(st);
    int hit;
    InternEntry *first = map_find(&intern_cache, h, &hit);
    for (InternEntry *e = first; e; e = e->next)
        if (same_state(&e->st, st)) return e->sid;
    PyObject *lanes = bytes_tuple(st->lanes, st->nl);
    PyObject *needs = bytes_tuple(st->needs, st->nn);
    PyObject *r =
        lanes && needs ? PyObject_CallFunction(w->intern_fn, "OOi", lanes, needs, st->crossing)
                       : NULL;
    Py_XDECREF(lanes);
    Py_XDECREF(needs);
    if (!r) return -1;
    long sid = PyLong_AsLong(r);
    Py_DECREF(r);
    if (sid < 0 || sid > INT32_MAX) {
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_ValueError, "a bad colour state id");
        return -1;
    }
    InternEntry *e = malloc(sizeof(InternEntry));
    if (!e) {
        PyErr_NoMemory();
        return -1;
    }
    e->st = *st;
    e->sid = (int32_t)sid;
    /* the chain's head may have moved while Python ran: look it up again */
    e->next = map_find(&intern_cache, h, &hit);
    if (map_insert(&intern_cache, h, e) < 0) {
        free(e);
        PyErr_NoMemory();
        return -1;
    }
    return e->sid;
}

static Moves *moves_lookup(Walker *w, int32_t sid, int real, int role, int free_, int first,
                           int cap) {
    uint64_t key = (uint64_t)(uint32_t)sid << 32 | (uint64_t)real << 24 | (uint64_t)role << 16 |
                   (uint64_t)free_ << 8 | (uint64_t)first << 7 | (uint64_t)cap;
    int hit;
    Moves *found = map_find(&moves_cache, key, &hit);
    if (hit) return found;
    SidInfo *info = sid_state(w, sid);
    if (!info) return NULL;
    CState st = info->st; /* sid_info may move while the moves are interned */
    MoveList list = {NULL, 0, 0};
    Moves *mv = calloc(1, sizeof(Moves));
    if (!mv || colour_moves_c(&st, real, role, free_, first, cap, &list) < 0) goto fail;
    mv->n = list.n;
    mv->m = calloc(list.n + 1, sizeof(Move));
    if (!mv->m) goto fail;
    for (int i = 0; i < list.n; i++) {
        CMove *c = &list.m[i];
        int32_t after = intern_state(w, &c->after);
        if (after < 0) goto fail;
        Move *m = &mv->m[i];
        m->after = after;
        m->to_groups = c->to_groups;
        m->used = c->used;
        m->nact = c->nact;
        m->actions = c->actions;
        memcpy(m->starts, c->starts, 5);
    }
    free(list.m);
    list.m = NULL;
    if (map_insert(&moves_cache, key, mv) < 0) goto fail;
    return mv;
fail:
    if (!PyErr_Occurred()) PyErr_NoMemory();
    free(list.m);
    moves_free(mv);
    return NULL;
}

static int groups_fit(Walker *w, const int reals[COLOURS], const int slots[COLOURS], int wild) {
    uint64_t key = 0;
    for (int c = 0; c < COLOURS; c++)
        key |= (uint64_t)(reals[c] & 15) << (4 * c) | (uint64_t)(slots[c] & 15) << (16 + 4 * c);
    key |= (uint64_t)wild << 32;
    int hit;
    void *found = map_find(&groups_cache, key, &hit);
    if (hit) return found == (void *)2;
    PyObject *r = PyObject_CallFunction(w->groups_fn, "iiiiiiiii", reals[0], reals[1], reals[2],
                                        reals[3], slots[0], slots[1], slots[2], slots[3], wild);
    int yes = r ? PyObject_IsTrue(r) : -1;
    Py_XDECREF(r);
    if (yes < 0) return -1;
    if (map_insert(&groups_cache, key, yes ? (void *)2 : (void *)1) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return yes;
}

static int record(Walker *w, PyObject *move) {
    if (!move || PyList_Append(w->steps, move) < 0) {
        Py_XDECREF(move);
        w->error = 1;
        return -1;
    }
    Py_DECREF(move);
    return 0;
}

static int32_t joker_need_at(Walker *w, int k, int c, int32_t sid, int role, int lowest,
                             int out);

/* solver_walk._JokerNeeds.of: the fewest free jokers colour c in state sid uses from the
 * k-th value walked on, the readings coming in word, in the walk relaxed to that colour;
 * NONE_LEFT if it cannot close; -1 on an error. */
static int32_t joker_need(Walker *w, int k, int c, int32_t sid, int word) {
    uint64_t key = (uint64_t)k << 58 | (uint64_t)c << 56 | (uint64_t)word << 32 |
                   (uint64_t)(uint32_t)sid;
    int hit;
    void *v = map_find(&w->needs, key, &hit);
    if (hit) return (int32_t)(intptr_t)v;
    int32_t least = NONE_LEFT;
    if (k == VALUES) {
        int info = sid_lookup(w, sid);
        if (info < 0) return -1;
        least = info & 1 ? 0 : NONE_LEFT;
    } else {
        const int *o = &w->opt[k][w->optat[k][word * COLOURS + c]];
        for (int n = 0; n < o[0]; n++) {
            int32_t via = joker_need_at(w, k, c, sid, o[1 + 3 * n], o[2 + 3 * n], o[3 + 3 * n]);
            if (via < 0) return -1;
            if (via < least) least = via;
        }
    }
    if (map_insert(&w->needs, key, (void *)(intptr_t)least) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return least;
}

/* solver_walk._JokerNeeds.at: the same at the k-th value, its release step taken (role run
 * jokers kept, at least lowest hand tiles laid, the readings going out out). */
static int32_t joker_need_at(Walker *w, int k, int c, int32_t sid, int role, int lowest,
                             int out) {
    uint64_t key = (uint64_t)k << 60 | (uint64_t)c << 58 | (uint64_t)role << 54 |
                   (uint64_t)lowest << 52 | (uint64_t)out << 32 | (uint64_t)(uint32_t)sid;
    int hit;
    void *v = map_find(&w->needs_at, key, &hit);
    if (hit) return (int32_t)(intptr_t)v;
    int info = sid_lookup(w, sid);
    if (info < 0) return -1;
    int32_t least = NONE_LEFT;
    int first = k == 0;
    int i = c * VALUES + w->order[k];
    int t = w->table[i], h = w->hand[i];
    int cap = first ? w->caps[c] : 0;
    int lanes = info >> 1;
    int free_ = w->free_all < lanes + cap ? w->free_all : lanes + cap;
    for (int hl = h; hl >= lowest; hl--) {
        Moves *mv = moves_lookup(w, sid, t + hl, role, free_, first, cap);
        if (!mv) return -1;
        for (int m = 0; m < mv->n; m++) {
            if (mv->m[m].used >= least) continue;
            int32_t rest = joker_need(w, k + 1, c, mv->m[m].after, out);
            if (rest < 0) return -1;
            if (mv->m[m].used + rest < least) least = mv->m[m].used + rest;
        }
    }
    if (map_insert(&w->needs_at, key, (void *)(intptr_t)least) < 0) {
        PyErr_NoMemory();
        return -1;
    }
    return least;
}

static int32_t dfs(Walker *w, int s, const Key *key, int cost);

/* One child: the search below it; returns 1 when a play was found (recorded). */
#define DESCEND(nkey, ncost, make_move)                                      \
    do {                                                                     \
        int32_t below = dfs(w, s + 1, &(nkey), (ncost));                     \
        if (w->error) return NONE_LEFT;                                      \
        if (w->found) {                                                      \
            if (record(w, (make_move)) < 0) return NONE_LEFT;                \
            return 0;                                                        \
        }                                                                    \
        int32_t via = (ncost) - cost + below;                                \
        if (via < low) low = via;                                            \
    } while (0)

static int32_t dfs(Walker *w, int s, const Key *key, int cost) {
    if (s == END_STEP) {
        if (key->b < -w->hj) return NONE_LEFT;
        for (int c = 0; c < COLOURS; c++) {
            int info = sid_lookup(w, key->sid[c]);
            if (info < 0) {
                w->error = 1;
                return NONE_LEFT;
            }
            if (!(info & 1)) return NONE_LEFT;
        }
        int rest = w->hj + key->b;
        if (cost + rest <= w->bound) {
            w->found = 1;
            w->found_left = cost + rest;
            w->found_rest = rest;
        }
        return rest;
    }
    uint64_t pa, pb, pc;
    pack(s, key, &pa, &pb, &pc);
    int32_t known = 0;
    memo_get(&w->memo, pa, pb, pc, &known);
    if (cost + known > w->bound) return known;
    int32_t low = NONE_LEFT;
    int k = s / STEPS, sub = s % STEPS;
    Choice *choices = w->choices[k];
    if (sub == 0) { /* the readings, and which of the value's table jokers are released */
        const int *moves = &w->moves[k][w->at[k][key->w]];
        for (int m = 0; m < moves[0]; m++) {
            int ci = moves[1 + 2 * m];
            Key nk = *key;
            nk.b = key->b + choices[ci].rel;
            nk.ci = ci;
            nk.w = moves[2 + 2 * m];
            DESCEND(nk, cost, PyLong_FromLong(ci));
        }
    } else if (sub <= COLOURS) { /* one colour's tiles go on */
        int c = sub - 1, first = k == 0;
        const Choice *ch = &choices[key->ci];
        int i = c * VALUES + w->order[k];
        int t = w->table[i], h = w->hand[i];
        int32_t sid = key->sid[c];
        int info = sid_lookup(w, sid);
        if (info < 0) {
            w->error = 1;
            return NONE_LEFT;
        }
        int lanes = info >> 1;
        int cap = first ? w->caps[c] : 0;
        int free_ = w->free_all < lanes + cap ? w->free_all : lanes + cap;
        int lowest = ch->needs[c] - t > 0 ? ch->needs[c] - t : 0;
        int b_floor = w->floors[k][key->w];
        int32_t others = 0; /* the free jokers the other colours still need, at least */
        for (int d = 0; d < COLOURS; d++) {
            if (d == c) continue;
            int32_t n;
            if (d < c) {
                n = joker_need(w, k + 1, d, key->sid[d], key->w);
            } else {
                int td = w->table[d * VALUES + w->order[k]];
                int low_d = ch->needs[d] - td > 0 ? ch->needs[d] - td : 0;
                n = joker_need_at(w, k, d, key->sid[d], ch->run[d], low_d, key->w);
            }
            if (n < 0) {
                w->error = 1;
                return NONE_LEFT;
            }
            others += n;
        }
        for (int hl = h; hl >= lowest; hl--) {
            int ncost = cost + h - hl;
            if (ncost > w->bound) { /* the rest leaves more than the bound */
                if (ncost - cost < low) low = ncost - cost;
                break;
            }
            Moves *mv = moves_lookup(w, sid, t + hl, ch->run[c], free_, first, cap);
            if (!mv) {
                w->error = 1;
                return NONE_LEFT;
            }
            for (int m = 0; m < mv->n; m++) {
                const Move *move = &mv->m[m];
                int nb = key->b - move->used;
                int32_t own = joker_need(w, k + 1, c, move->after, key->w);
                if (own < 0) {
                    w->error = 1;
                    return NONE_LEFT;
                }
                if (nb - others - own < b_floor) continue;
                Key nk = *key;
                nk.sid[c] = move->after;
                nk.b = nb;
                nk.tg[c] = move->to_groups;
                DESCEND(nk, ncost,
                        Py_BuildValue("(iN)", hl,
                                      plan_tuple(move->nact, move->actions, move->starts)));
            }
        }
    } else { /* the value's groups */
        const Choice *ch = &choices[key->ci];
        int full = ch->full;
        int ok = 1;
        if (full)
            for (int c = 0; c < COLOURS; c++)
                if (key->tg[c] < full) ok = 0;
        if (ok) {
            int reals[COLOURS], slots[COLOURS], ntok = 0;
            for (int c = 0; c < COLOURS; c++) {
                reals[c] = key->tg[c] - full;
                slots[c] = ch->slot[c];
                ntok += reals[c] + slots[c];
            }
            int32_t later = 0;
            for (int c = 0; c < COLOURS; c++) {
                int32_t n = joker_need(w, k + 1, c, key->sid[c], key->w);
                if (n < 0) {
                    w->error = 1;
                    return NONE_LEFT;
                }
                later += n;
            }
            for (int fg = 0; fg <= w->free_all; fg++) {
                int nb = key->b - fg;
                if (nb - later < w->floors[k][key->w]) break;
                int wild = fg;
                int fits = groups_fit(w, reals, slots, wild);
                if (fits < 0) {
                    w->error = 1;
                    return NONE_LEFT;
                }
                if (!fits) {
                    if (wild > 3 * ntok) break;
                    continue;
                }
                Key nk;
                memcpy(nk.sid, key->sid, sizeof nk.sid);
                nk.b = nb;
                nk.ci = 0;
                nk.w = key->w;
                memset(nk.tg, 0, sizeof nk.tg);
                DESCEND(nk, cost,
                        Py_BuildValue("(iiiii)", fg, key->tg[0], key->tg[1], key->tg[2],
                                      key->tg[3]));
            }
        }
    }
    if (memo_put(&w->memo, pa, pb, pc, low) < 0) {
        PyErr_NoMemory();
        w->error = 1;
    }
    return low;
}

static PyObject *walker_search(Walker *w, PyObject *args) {
    int bound;
    if (!PyArg_ParseTuple(args, "i", &bound)) return NULL;
    /* Another thread may search while this one waits in a callback: the caches are only
     * trimmed when no search holds moves from them. */
    if (!searching) caches_trim();
    w->bound = bound;
    w->error = w->found = 0;
    w->steps = PyList_New(0);
    if (!w->steps) return NULL;
    searching++;
    Key start;
    memset(&start, 0, sizeof start);
    int32_t low = dfs(w, 0, &start, 0);
    searching--;
    PyObject *steps = w->steps;
    w->steps = NULL;
    if (w->error) {
        Py_DECREF(steps);
        if (!PyErr_Occurred()) PyErr_SetString(PyExc_RuntimeError, "the walk failed");
        return NULL;
    }
    if (!w->found) {
        Py_DECREF(steps);
        return Py_BuildValue("(iO)", low, Py_None);
    }
    if (PyList_Reverse(steps) < 0) {
        Py_DECREF(steps);
        return NULL;
    }
    PyObject *r = Py_BuildValue("(i(iiN))", w->found_left, w->found_left, w->found_rest, steps);
    return r;
}

static PyObject *walker_states(Walker *w, PyObject *Py_UNUSED(ignored)) {
    return PyLong_FromSize_t(w->memo.len);
}

/* The release step's moves of the k-th value (Walker.at, Walker.steps) from items[*at]:
 * the number of words, then per word the number of moves and the pairs. -1 if malformed
 * (or out of memory). */
static int read_steps(Walker *w, int k, PyObject **items, Py_ssize_t n, Py_ssize_t *at) {
    free(w->at[k]);
    free(w->moves[k]);
    w->at[k] = NULL;
    w->moves[k] = NULL;
    if (*at >= n) return -1;
    long nwords = PyLong_AsLong(items[(*at)++]);
    if (nwords < 1 || nwords > MAX_WORDS) return -1;
    /* at most the rest of the instance: every word has its count */
    if (nwords > n - *at) return -1;
    w->nwords[k] = (int)nwords;
    w->at[k] = calloc(nwords, sizeof(int));
    w->moves[k] = calloc(n - *at + 1, sizeof(int));
    if (!w->at[k] || !w->moves[k]) return -1;
    int used = 0;
    for (long word = 0; word < nwords; word++) {
        if (*at >= n) return -1;
        long moves = PyLong_AsLong(items[(*at)++]);
        if (moves < 0 || 2 * moves > n - *at) return -1;
        w->at[k][word] = used;
        w->moves[k][used++] = (int)moves;
        for (long m = 0; m < moves; m++) {
            long ci = PyLong_AsLong(items[(*at)++]);
            long out = PyLong_AsLong(items[(*at)++]);
            if (ci < 0 || ci >= w->nch[k] || out < 0 || out >= MAX_WORDS) return -1;
            w->moves[k][used++] = (int)ci;
            w->moves[k][used++] = (int)out;
        }
    }
    return 0;
}

/* The least balances after the k-th value (Walker.floors): their number, then one per
 * reading word going out. */
static int read_floors(Walker *w, int k, PyObject **items, Py_ssize_t n, Py_ssize_t *at) {
    free(w->floors[k]);
    w->floors[k] = NULL;
    if (*at >= n) return -1;
    long count = PyLong_AsLong(items[(*at)++]);
    if (count < 1 || count > MAX_WORDS || count > n - *at) return -1;
    w->nfloors[k] = (int)count;
    w->floors[k] = calloc(count, sizeof(int));
    if (!w->floors[k]) return -1;
    for (long i = 0; i < count; i++) w->floors[k][i] = (int)PyLong_AsLong(items[(*at)++]);
    return 0;
}

/* The colours' options of the k-th value's release step (Walker.optat, Walker.opt): per
 * reading word coming in and colour, their number, then the triples. */
static int read_options(Walker *w, int k, PyObject **items, Py_ssize_t n, Py_ssize_t *at) {
    free(w->optat[k]);
    free(w->opt[k]);
    w->optat[k] = calloc((size_t)w->nwords[k] * COLOURS, sizeof(int));
    w->opt[k] = calloc(n - *at + 1, sizeof(int));
    if (!w->optat[k] || !w->opt[k]) return -1;
    int used = 0;
    for (int i = 0; i < w->nwords[k] * COLOURS; i++) {
        if (*at >= n) return -1;
        long count = PyLong_AsLong(items[(*at)++]);
        if (count < 0 || 3 * count > n - *at) return -1;
        w->optat[k][i] = used;
        w->opt[k][used++] = (int)count;
        for (long m = 0; m < count; m++) {
            long role = PyLong_AsLong(items[(*at)++]);
            long lowest = PyLong_AsLong(items[(*at)++]);
            long out = PyLong_AsLong(items[(*at)++]);
            if (role < 0 || role > 15 || lowest < 0 || lowest > 3 || out < 0 || out >= MAX_WORDS)
                return -1;
            w->opt[k][used++] = (int)role;
            w->opt[k][used++] = (int)lowest;
            w->opt[k][used++] = (int)out;
        }
    }
    return 0;
}

static int walker_init(Walker *w, PyObject *args, PyObject *kwds) {
    PyObject *ints, *intern_fn, *state_fn, *groups_fn;
    static char *names[] = {"ints", "intern", "state", "groups", NULL};
    if (!PyArg_ParseTupleAndKeywords(args, kwds, "OOOO", names, &ints, &intern_fn, &state_fn,
                                     &groups_fn))
        return -1;
    PyObject *seq = PySequence_Fast(ints, "ints must be a sequence");
    if (!seq) return -1;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(seq), at = 0;
    PyObject **items = PySequence_Fast_ITEMS(seq);
    int bad = 0;
#define NEXT() (at < n ? (int)PyLong_AsLong(items[at++]) : (bad = 1, 0))
    w->hj = NEXT();
    w->free_all = NEXT();
    for (int k = 0; k < VALUES; k++) w->order[k] = NEXT();
    for (int i = 0; i < COLOURS * VALUES; i++) w->table[i] = NEXT();
    for (int i = 0; i < COLOURS * VALUES; i++) w->hand[i] = NEXT();
    for (int c = 0; c < COLOURS; c++) w->caps[c] = NEXT();
    for (int k = 0; k < VALUES && !bad; k++) {
        int nch = NEXT();
        if (nch < 1 || nch > MAX_CHOICES) {
            bad = 1;
            break;
        }
        free(w->choices[k]);
        w->choices[k] = calloc(nch, sizeof(Choice));
        if (!w->choices[k]) {
            Py_DECREF(seq);
            PyErr_NoMemory();
            return -1;
        }
        w->nch[k] = nch;
        for (int j = 0; j < nch; j++) {
            Choice *ch = &w->choices[k][j];
            for (int c = 0; c < COLOURS; c++) ch->run[c] = (int8_t)NEXT();
            for (int c = 0; c < COLOURS; c++) ch->slot[c] = (int8_t)NEXT();
            for (int c = 0; c < COLOURS; c++) ch->needs[c] = (int8_t)NEXT();
            ch->rel = (int8_t)NEXT();
            ch->full = (int8_t)NEXT();
        }
        if (read_steps(w, k, items, n, &at) < 0) bad = 1;
        if (read_floors(w, k, items, n, &at) < 0) bad = 1;
    }
    for (int k = 0; k < VALUES && !bad; k++)
        if (read_options(w, k, items, n, &at) < 0) bad = 1;
    for (int k = 0; k < VALUES && !bad; k++) /* every word going out is one coming in */
        for (int word = 0; word < w->nwords[k] && !bad; word++) {
            const int *moves = &w->moves[k][w->at[k][word]];
            for (int m = 0; m < moves[0]; m++)
                if (moves[2 + 2 * m] >= w->nfloors[k] ||
                    (k + 1 < VALUES && moves[2 + 2 * m] >= w->nwords[k + 1]))
                    bad = 1;
            for (int c = 0; c < COLOURS; c++) {
                const int *o = &w->opt[k][w->optat[k][word * COLOURS + c]];
                for (int m = 0; m < o[0]; m++)
                    if (o[3 + 3 * m] >= w->nfloors[k] ||
                        (k + 1 < VALUES && o[3 + 3 * m] >= w->nwords[k + 1]))
                        bad = 1;
            }
        }
#undef NEXT
    Py_DECREF(seq);
    if (PyErr_Occurred()) return -1;
    if (bad || at != n) {
        PyErr_SetString(PyExc_ValueError, "the walk's instance is not laid out as expected");
        return -1;
    }
    Py_INCREF(intern_fn);
    Py_XSETREF(w->intern_fn, intern_fn);
    Py_INCREF(state_fn);
    Py_XSETREF(w->state_fn, state_fn);
    Py_INCREF(groups_fn);
    Py_XSETREF(w->groups_fn, groups_fn);
    free(w->memo.e);
    memset(&w->memo, 0, sizeof w->memo);
    free(w->needs.keys);
    free(w->needs.vals);
    memset(&w->needs, 0, sizeof w->needs);
    free(w->needs_at.keys);
    free(w->needs_at.vals);
    memset(&w->needs_at, 0, sizeof w->needs_at);
    return 0;
}

static void walker_dealloc(Walker *w) {
    Py_XDECREF(w->intern_fn);
    Py_XDECREF(w->state_fn);
    Py_XDECREF(w->groups_fn);
    Py_XDECREF(w->steps);
    for (int k = 0; k < VALUES; k++) {
        free(w->choices[k]);
        free(w->at[k]);
        free(w->moves[k]);
        free(w->floors[k]);
        free(w->optat[k]);
        free(w->opt[k]);
    }
    free(w->memo.e);
    free(w->needs.keys);
    free(w->needs.vals);
    free(w->needs_at.keys);
    free(w->needs_at.vals);
    Py_TYPE(w)->tp_free((PyObject *)w);
}

static PyMethodDef walker_methods[] = {
    {"search", (PyCFunction)walker_search, METH_VARARGS,
     "search(bound) -> (low, None) or (low, (left, jokers_left, steps))"},
    {"states", (PyCFunction)walker_states, METH_NOARGS, "states remembered in the memo"},
    {NULL, NULL, 0, NULL},
};

static PyTypeObject WalkerType = {
    PyVarObject_HEAD_INIT(NULL, 0).tp_name = "tournament.rules._walk.Walker",
    .tp_basicsize = sizeof(Walker),
    .tp_flags = Py_TPFLAGS_DEFAULT,
    .tp_doc = "The legal walk's search over one position, its memo kept between bounds.",
    .tp_new = PyType_GenericNew,
    .tp_init = (initproc)walker_init,
    .tp_dealloc = (destructor)walker_dealloc,
    .tp_methods = walker_methods,
};

static PyObject *py_colour_moves(PyObject *Py_UNUSED(self), PyObject *args) {
    PyObject *lanes, *needs;
    int crossing, real, role, free_, first, cap;
    if (!PyArg_ParseTuple(args, "OOiiiipi", &lanes, &needs, &crossing, &real, &role, &free_,
                          &first, &cap))
        return NULL;
    CState st;
    if (parse_state(lanes, needs, crossing, &st) < 0) return NULL;
    MoveList list = {NULL, 0, 0};
    if (colour_moves_c(&st, real, role, free_, first, cap, &list) < 0) {
        free(list.m);
        PyErr_SetString(PyExc_ValueError, "too many lanes");
        return NULL;
    }
    PyObject *out = PyTuple_New(list.n);
    for (int i = 0; out && i < list.n; i++) {
        CMove *c = &list.m[i];
        PyObject *m = Py_BuildValue("(NiiN)", state_tuple(&c->after), c->to_groups, c->used,
                                    plan_tuple(c->nact, c->actions, c->starts));
        if (!m) {
            Py_CLEAR(out);
            break;
        }
        PyTuple_SET_ITEM(out, i, m);
    }
    free(list.m);
    return out;
}

static PyMethodDef module_methods[] = {
    {"colour_moves", py_colour_moves, METH_VARARGS,
     "colour_moves(lanes, needs, crossing, real, role, free, first, cap): one colour's moves"
     " as solver_moves.colour_moves gives them"},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef walk_module = {
    PyModuleDef_HEAD_INIT, "_walk", "The legal walk's search, compiled.", -1, module_methods,
    NULL, NULL, NULL, NULL,
};

PyMODINIT_FUNC PyInit__walk(void) {
    if (PyType_Ready(&WalkerType) < 0) return NULL;
    PyObject *m = PyModule_Create(&walk_module);
    if (!m) return NULL;
    Py_INCREF(&WalkerType);
    if (PyModule_AddObject(m, "Walker", (PyObject *)&WalkerType) < 0) {
        Py_DECREF(&WalkerType);
        Py_DECREF(m);
        return NULL;
    }
    return m;
}
