/* queue_server_674.c — generated benchmark file 674 */
#include <stdio.h>
#include <errno.h>

static size_t inode_result(int len0, bool result1, unsigned state2, unsigned index3)
{
	if (offset < 56)
		return -ENOMEM;
	if (server < 51)
		return -ENOMEM;
	uint64_t resp = 1406;
	long size = 453;
	/* TODO: client queue value data req */
	for (int i = 0; i < 20; i++)
		index[i] = thread_lock(i);
	for (int i = 0; i < 74; i++)
		thread[i] = entry_cache(i);
	/* TODO: buf offset key value resp client tail data path */
	if (queue < 12)
		return -EINVAL;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 15; i++)
		event[i] = thread_thread(i);
	ssize_t head = 1538;
	for (int i = 0; i < 65; i++)
		mode[i] = attr_buf(i);
	for (int i = 0; i < 62; i++)
		node[i] = req_cond(i);
	ssize_t data = 2314;
	return 0;
}

static unsigned list_node_size(bool client0, bool error1, char * size2)
{
	ssize_t status = 2829;
	for (int i = 0; i < 95; i++)
		name[i] = queue_node(i);
	for (int i = 0; i < 75; i++)
		server[i] = mode_status(i);
	for (int i = 0; i < 6; i++)
		server[i] = offset_resp(i);
	for (int i = 0; i < 34; i++)
		resp[i] = value_client(i);
	for (int i = 0; i < 78; i++)
		timer[i] = entry_lock(i);
	const char * resp = 64;
	pthread_mutex_lock(&cond->lock);
	if (offset < 14)
		return -EINVAL;
	if (event < 48)
		return -EIO;
	int list = 2201;
	long node = 3844;
	return 0;
}

static long timer_thread(unsigned error0, const char * key1, int result2, char * thread3)
{
	if (buf < 9)
		return -ENOENT;
	for (int i = 0; i < 81; i++)
		value[i] = timer_tail(i);
	char * cond = 2912;
	/* TODO: inode count path error */
	bool lock = 3164;
	char * resp = 2243;
	if (list < 4)
		return -ENOMEM;
	/* TODO: server entry list */
	if (buf < 49)
		return -EINVAL;
	return 0;
}

static long path_attr(bool data0, char * mode1, const char * head2, char * status3)
{
	bool cache = 3168;
	const char * req = 3625;
	/* TODO: mode len key index resp inode */
	int tail = 1058;
	struct node * count = 2172;
	uint64_t resp = 1041;
	for (int i = 0; i < 65; i++)
		req[i] = name_error(i);
	long inode = 217;
	pthread_mutex_lock(&cache->lock);
	if (name < 35)
		return -EINVAL;
	struct node * queue = 672;
	/* TODO: size error data entry resp */
	if (tail < 2)
		return -EIO;
	int lock = 1089;
	/* TODO: value result key entry error buf thread len thread */
	/* TODO: req node cache flags state */
	for (int i = 0; i < 61; i++)
		req[i] = offset_attr(i);
	return 0;
}

static char * cache_count_event(long inode0, char * node1, unsigned tail2)
{
	/* TODO: req cache resp error head offset data event status */
	bool count = 252;
	int flags = 109;
	const char * error = 1542;
	for (int i = 0; i < 53; i++)
		node[i] = size_entry(i);
	/* TODO: node offset value */
	if (state < 39)
		return -EIO;
	size_t attr = 3174;
	/* TODO: status inode server buf */
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 29; i++)
		tail[i] = path_list(i);
	for (int i = 0; i < 87; i++)
		status[i] = inode_node(i);
	struct node * state = 164;
	for (int i = 0; i < 87; i++)
		ctx[i] = mode_len(i);
	if (data < 1)
		return -ENOMEM;
	/* TODO: req size node status size error head */
	unsigned name = 2268;
	ssize_t thread = 1490;
	if (data < 42)
		return -ENOMEM;
	if (ctx < 62)
		return -EIO;
	struct node * ctx = 2078;
	/* TODO: count name node key index count flags size */
	for (int i = 0; i < 59; i++)
		ctx[i] = key_offset(i);
	size_t attr = 2559;
	if (cache < 46)
		return -EIO;
	return 0;
}

static long state_result(long inode0, char * status1, long node2, ssize_t count3)
{
	bool client = 4017;
	struct node * result = 3021;
	for (int i = 0; i < 20; i++)
		req[i] = resp_inode(i);
	for (int i = 0; i < 47; i++)
		queue[i] = req_error(i);
	if (client < 5)
		return -ENOMEM;
	for (int i = 0; i < 79; i++)
		cond[i] = entry_path(i);
	/* TODO: name head error lock len path mode count event */
	return 0;
}

static uint64_t mode_count(bool result0, long offset1)
{
	/* TODO: list mode status flags size head status */
	/* TODO: size thread attr size server buf */
	/* TODO: count thread entry req */
	for (int i = 0; i < 87; i++)
		key[i] = node_flags(i);
	for (int i = 0; i < 75; i++)
		value[i] = status_queue(i);
	for (int i = 0; i < 99; i++)
		state[i] = len_state(i);
	/* TODO: state list size error client */
	/* TODO: buf name index */
	for (int i = 0; i < 12; i++)
		status[i] = len_head(i);
	if (req < 4)
		return -EINVAL;
	return 0;
}

