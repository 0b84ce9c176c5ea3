/* One colour's moves at one value (solver_moves.colour_moves), for the compiled walk. */
#ifndef WALK_MOVES_H
#define WALK_MOVES_H

#include <stdint.h>

#define MAX_LANES 32

/* A colour's state: its open lanes (codes, sorted), the needs of the crossing lanes that
 * ended (sorted), how many crossing lanes began. */
typedef struct {
    uint8_t nl, nn, crossing;
    uint8_t lanes[MAX_LANES];
    uint8_t needs[MAX_LANES];
} CState;

/* A move: the state after, real tiles to groups, free jokers used, and its plan: the
 * action of each lane (2 bits each) and the lanes begun (counts of real, role, crossing
 * real, crossing role, crossing free). */
typedef struct {
    CState after;
    int8_t to_groups, used;
    uint8_t nact;
    uint64_t actions;
    uint8_t starts[5];
} CMove;

typedef struct {
    CMove *m;
    int n, cap;
} MoveList;

/* Appends every move to out, in the order of solver_moves.colour_moves; 0, or -1 when out
 * of memory or a state has more lanes than MAX_LANES. */
int colour_moves_c(const CState *state, int real, int role, int free_, int first,
                   int cross_cap, MoveList *out);

/* Whether two colour states are the same; a hash of one. */
int same_state(const CState *a, const CState *b);
uint64_t state_hash(const CState *st);

#endif
