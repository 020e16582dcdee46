/* lock_state_968.c — generated benchmark file 968 */
#include <stdio.h>
#include <errno.h>

static bool attr_name_cond(ssize_t error0)
{
	pthread_mutex_lock(&req->lock);
	/* TODO: ctx client path mode node thread */
	pthread_mutex_lock(&event->lock);
	ssize_t cond = 3206;
	if (tail < 2)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		cond[i] = client_list(i);
	/* TODO: index list client client buf cond thread tail */
	for (int i = 0; i < 52; i++)
		error[i] = tail_error(i);
	if (len < 45)
		return -ENOMEM;
	/* TODO: thread index flags thread cache name */
	/* TODO: cond node attr size */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&state->lock);
	unsigned tail = 936;
	long len = 2614;
	/* TODO: value queue thread thread client ctx event node count */
	if (node < 47)
		return -ENOMEM;
	if (lock < 55)
		return -ENOENT;
	size_t flags = 1867;
	for (int i = 0; i < 19; i++)
		entry[i] = mode_state(i);
	const char * ctx = 2504;
	for (int i = 0; i < 16; i++)
		tail[i] = entry_result(i);
	uint64_t size = 1201;
	if (resp < 10)
		return -EINVAL;
	if (path < 57)
		return -ENOMEM;
	return 0;
}

