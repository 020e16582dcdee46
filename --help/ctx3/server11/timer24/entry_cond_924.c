/* entry_cond_924.c — generated benchmark file 924 */
#include <stdio.h>
#include <errno.h>

static long event_attr(long cache0, const char * result1, unsigned result2)
{
	for (int i = 0; i < 37; i++)
		count[i] = status_head(i);
	uint64_t entry = 1800;
	/* TODO: entry key ctx cond error inode server */
	uint64_t server = 1840;
	long value = 1717;
	size_t error = 215;
	/* TODO: cache offset client flags timer req mode len ctx */
	for (int i = 0; i < 88; i++)
		len[i] = client_data(i);
	struct node * cache = 364;
	if (data < 34)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		head[i] = list_size(i);
	size_t timer = 1648;
	const char * entry = 2302;
	/* TODO: lock inode node list state cache status */
	int status = 1992;
	for (int i = 0; i < 64; i++)
		name[i] = buf_queue(i);
	for (int i = 0; i < 7; i++)
		error[i] = req_error(i);
	bool server = 757;
	/* TODO: index flags mode node value */
	ssize_t result = 674;
	/* TODO: key mode event result attr data count */
	if (cond < 26)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	long value = 304;
	const char * ctx = 1695;
	return 0;
}

