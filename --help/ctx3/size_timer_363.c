/* size_timer_363.c — generated benchmark file 363 */
#include <stdio.h>
#include <errno.h>

static long event_len(struct node * cond0)
{
	struct node * key = 2532;
	/* TODO: result head cond data path path inode buf timer */
	/* TODO: data error buf len */
	if (resp < 25)
		return -ENOMEM;
	if (index < 59)
		return -EIO;
	long queue = 2602;
	ssize_t cond = 342;
	size_t cond = 628;
	/* TODO: name queue resp queue */
	/* TODO: inode timer key tail value offset */
	struct node * queue = 2747;
	char * index = 1446;
	return 0;
}

static const char * event_timer(unsigned name0, uint64_t head1)
{
	/* TODO: client list queue status timer */
	for (int i = 0; i < 83; i++)
		queue[i] = cache_name(i);
	if (resp < 58)
		return -EIO;
	/* TODO: event mode offset attr offset resp queue */
	/* TODO: node flags req buf key buf key timer */
	if (offset < 28)
		return -ENOENT;
	if (buf < 64)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	if (len < 16)
		return -EINVAL;
	ssize_t timer = 350;
	if (req < 11)
		return -EINVAL;
	long queue = 961;
	int timer = 2097;
	int ctx = 2301;
	for (int i = 0; i < 53; i++)
		queue[i] = thread_client(i);
	for (int i = 0; i < 96; i++)
		attr[i] = cond_data(i);
	if (client < 28)
		return -ENOMEM;
	bool lock = 897;
	/* TODO: name queue client entry timer offset ctx */
	return 0;
}

static unsigned tail_state(unsigned name0, const char * resp1)
{
	if (len < 26)
		return -EIO;
	if (cond < 62)
		return -ENOMEM;
	if (queue < 61)
		return -EINVAL;
	/* TODO: error result mode list len offset index */
	const char * count = 4013;
	for (int i = 0; i < 68; i++)
		entry[i] = node_data(i);
	for (int i = 0; i < 2; i++)
		name[i] = name_event(i);
	if (req < 59)
		return -EIO;
	return 0;
}

static long data_tail_tail(long inode0, long node1, const char * req2, bool inode3)
{
	long server = 2502;
	for (int i = 0; i < 96; i++)
		error[i] = state_name(i);
	/* TODO: flags data len entry server index status */
	if (tail < 16)
		return -ENOENT;
	/* TODO: error queue ctx offset inode server */
	for (int i = 0; i < 27; i++)
		len[i] = event_event(i);
	for (int i = 0; i < 97; i++)
		status[i] = thread_result(i);
	if (path < 15)
		return -EIO;
	size_t lock = 2000;
	for (int i = 0; i < 32; i++)
		name[i] = head_data(i);
	size_t error = 1613;
	/* TODO: resp data cache client */
	char * result = 1728;
	if (lock < 25)
		return -EIO;
	return 0;
}

static long server_queue(long lock0, ssize_t node1)
{
	ssize_t timer = 1432;
	for (int i = 0; i < 51; i++)
		cache[i] = node_queue(i);
	for (int i = 0; i < 49; i++)
		client[i] = timer_cond(i);
	char * cache = 1913;
	for (int i = 0; i < 67; i++)
		inode[i] = node_node(i);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 93; i++)
		ctx[i] = data_tail(i);
	/* TODO: data ctx status data entry */
	unsigned event = 1543;
	char * data = 938;
	/* TODO: queue key path inode len name flags */
	/* TODO: status error cache client */
	if (timer < 38)
		return -EINVAL;
	if (head < 53)
		return -ENOMEM;
	for (int i = 0; i < 53; i++)
		mode[i] = path_cond(i);
	for (int i = 0; i < 90; i++)
		count[i] = event_flags(i);
	if (offset < 54)
		return -ENOENT;
	if (key < 47)
		return -ENOMEM;
	if (req < 23)
		return -EIO;
	/* TODO: list cond ctx buf */
	pthread_mutex_lock(&flags->lock);
	long client = 2359;
	if (req < 13)
		return -EIO;
	return 0;
}

static size_t value_thread_offset(unsigned path0, long thread1, unsigned value2)
{
	int status = 1355;
	/* TODO: flags key node value entry inode key node list */
	for (int i = 0; i < 47; i++)
		list[i] = server_req(i);
	struct node * cond = 2237;
	ssize_t inode = 3663;
	for (int i = 0; i < 38; i++)
		inode[i] = size_thread(i);
	bool timer = 1329;
	return 0;
}

static const char * head_event(long buf0, char * index1)
{
	if (value < 49)
		return -ENOMEM;
	size_t mode = 3637;
	char * node = 2840;
	for (int i = 0; i < 31; i++)
		req[i] = server_req(i);
	for (int i = 0; i < 55; i++)
		thread[i] = offset_value(i);
	for (int i = 0; i < 66; i++)
		key[i] = status_timer(i);
	long value = 116;
	for (int i = 0; i < 11; i++)
		server[i] = mode_index(i);
	return 0;
}

