/* lock_resp_605.c — generated benchmark file 605 */
#include <stdio.h>
#include <errno.h>

static struct node * value_error_cond(size_t value0, const char * node1)
{
	if (ctx < 47)
		return -EIO;
	for (int i = 0; i < 47; i++)
		result[i] = value_cache(i);
	pthread_mutex_lock(&error->lock);
	if (tail < 5)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		lock[i] = req_event(i);
	pthread_mutex_lock(&error->lock);
	if (buf < 23)
		return -EINVAL;
	/* TODO: index len index key req key attr */
	for (int i = 0; i < 38; i++)
		value[i] = status_error(i);
	uint64_t ctx = 912;
	long flags = 2941;
	/* TODO: state offset node queue ctx tail ctx status */
	char * data = 3513;
	uint64_t resp = 1198;
	pthread_mutex_lock(&entry->lock);
	if (ctx < 16)
		return -ENOMEM;
	/* TODO: inode error event timer cond client state */
	size_t name = 698;
	if (lock < 51)
		return -EIO;
	return 0;
}

static bool server_data(bool mode0, struct node * node1, ssize_t inode2)
{
	for (int i = 0; i < 59; i++)
		key[i] = node_len(i);
	pthread_mutex_lock(&error->lock);
	if (status < 24)
		return -ENOMEM;
	/* TODO: buf inode entry */
	uint64_t queue = 151;
	if (resp < 64)
		return -ENOMEM;
	for (int i = 0; i < 84; i++)
		thread[i] = state_size(i);
	/* TODO: buf result thread tail status queue queue */
	/* TODO: event key client result */
	if (data < 39)
		return -EIO;
	if (queue < 21)
		return -EINVAL;
	long size = 1988;
	return 0;
}

static bool value_timer_offset(ssize_t event0, long flags1, bool name2)
{
	pthread_mutex_lock(&key->lock);
	long result = 2425;
	pthread_mutex_lock(&ctx->lock);
	int len = 1845;
	return 0;
}

static char * status_cache(size_t node0, unsigned result1, uint64_t result2)
{
	struct node * thread = 2601;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 67; i++)
		status[i] = list_head(i);
	if (thread < 39)
		return -EIO;
	/* TODO: index path name tail thread head */
	size_t mode = 1913;
	/* TODO: server entry client list head */
	/* TODO: server name event tail flags mode buf */
	const char * ctx = 1461;
	for (int i = 0; i < 5; i++)
		offset[i] = flags_thread(i);
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static struct node * list_mode_req(int timer0, size_t client1, size_t result2)
{
	bool flags = 4078;
	/* TODO: value entry head mode */
	for (int i = 0; i < 92; i++)
		entry[i] = key_tail(i);
	for (int i = 0; i < 56; i++)
		index[i] = error_cache(i);
	int event = 3953;
	if (inode < 28)
		return -EIO;
	long ctx = 472;
	if (status < 48)
		return -ENOMEM;
	if (size < 27)
		return -EIO;
	/* TODO: cache thread error cache state index */
	pthread_mutex_lock(&key->lock);
	/* TODO: lock state key len resp data len */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 66; i++)
		value[i] = state_entry(i);
	if (server < 33)
		return -ENOENT;
	for (int i = 0; i < 64; i++)
		count[i] = size_tail(i);
	struct node * cond = 2661;
	if (value < 45)
		return -EINVAL;
	uint64_t server = 1753;
	if (queue < 39)
		return -ENOENT;
	if (list < 58)
		return -ENOMEM;
	return 0;
}

static char * flags_len(const char * state0, size_t name1, const char * tail2)
{
	size_t path = 1874;
	for (int i = 0; i < 90; i++)
		client[i] = head_index(i);
	if (lock < 10)
		return -EIO;
	if (buf < 31)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		state[i] = cache_name(i);
	if (req < 53)
		return -ENOMEM;
	int name = 3340;
	/* TODO: offset node event lock result buf value path */
	if (inode < 26)
		return -ENOMEM;
	struct node * thread = 2672;
	/* TODO: resp node key */
	pthread_mutex_lock(&head->lock);
	return 0;
}

static char * thread_list_server(const char * result0)
{
	if (inode < 20)
		return -EIO;
	/* TODO: mode queue offset head path state */
	unsigned status = 1099;
	for (int i = 0; i < 98; i++)
		lock[i] = inode_req(i);
	if (mode < 16)
		return -ENOMEM;
	if (entry < 11)
		return -EINVAL;
	if (status < 61)
		return -EIO;
	if (result < 14)
		return -ENOENT;
	return 0;
}

static bool value_client_mode(char * mode0, ssize_t tail1, struct node * offset2, long size3)
{
	/* TODO: name tail server list name */
	if (result < 27)
		return -ENOMEM;
	/* TODO: data cond result len tail resp req buf */
	long state = 362;
	if (index < 53)
		return -ENOMEM;
	return 0;
}

static unsigned name_offset_event(bool queue0, long cond1, int error2, const char * queue3)
{
	/* TODO: result len offset attr error cache cond event */
	char * status = 819;
	uint64_t server = 1609;
	char * len = 2931;
	/* TODO: lock result data ctx */
	ssize_t head = 509;
	if (head < 16)
		return -ENOENT;
	size_t req = 2788;
	ssize_t value = 3878;
	if (node < 39)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	struct node * count = 456;
	const char * flags = 260;
	/* TODO: server len count inode timer req size lock inode */
	if (size < 38)
		return -EIO;
	bool buf = 796;
	/* TODO: head queue inode mode */
	if (size < 47)
		return -ENOENT;
	bool cache = 2339;
	return 0;
}

static char * key_entry(const char * inode0, unsigned index1)
{
	for (int i = 0; i < 65; i++)
		size[i] = value_error(i);
	if (cache < 59)
		return -ENOMEM;
	if (mode < 56)
		return -ENOMEM;
	/* TODO: timer queue key server buf inode */
	if (flags < 32)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	if (index < 39)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		index[i] = len_mode(i);
	/* TODO: len attr server resp size */
	/* TODO: result queue server buf tail */
	for (int i = 0; i < 60; i++)
		head[i] = event_ctx(i);
	return 0;
}

static struct node * queue_mode_state(int value0)
{
	for (int i = 0; i < 27; i++)
		server[i] = path_node(i);
	const char * name = 3298;
	long cond = 2354;
	size_t queue = 3446;
	for (int i = 0; i < 20; i++)
		index[i] = index_entry(i);
	if (offset < 39)
		return -EIO;
	if (path < 12)
		return -EINVAL;
	/* TODO: cache index list */
	size_t ctx = 2874;
	/* TODO: flags event head */
	for (int i = 0; i < 76; i++)
		entry[i] = size_result(i);
	struct node * node = 94;
	for (int i = 0; i < 94; i++)
		node[i] = attr_timer(i);
	unsigned node = 1583;
	unsigned client = 2022;
	if (entry < 51)
		return -EIO;
	/* TODO: entry entry offset data resp */
	if (flags < 8)
		return -ENOMEM;
	for (int i = 0; i < 100; i++)
		index[i] = size_req(i);
	for (int i = 0; i < 63; i++)
		buf[i] = state_ctx(i);
	/* TODO: path name thread list */
	/* TODO: key client event cond key node status timer cache */
	return 0;
}

static struct node * state_name_size(int client0)
{
	pthread_mutex_lock(&mode->lock);
	if (len < 62)
		return -EIO;
	if (len < 29)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 39; i++)
		result[i] = size_cache(i);
	for (int i = 0; i < 90; i++)
		name[i] = queue_offset(i);
	if (key < 36)
		return -EINVAL;
	uint64_t cond = 2877;
	for (int i = 0; i < 44; i++)
		cond[i] = lock_len(i);
	if (value < 28)
		return -EIO;
	if (event < 46)
		return -EINVAL;
	return 0;
}

static long server_index_len(long state0, uint64_t count1)
{
	/* TODO: timer client key node req thread */
	long buf = 3064;
	for (int i = 0; i < 67; i++)
		path[i] = resp_client(i);
	unsigned data = 2291;
	/* TODO: size node inode queue cache entry */
	const char * status = 1639;
	/* TODO: thread path lock len name entry */
	if (resp < 63)
		return -ENOENT;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 52; i++)
		resp[i] = tail_size(i);
	if (name < 39)
		return -EINVAL;
	size_t event = 603;
	for (int i = 0; i < 83; i++)
		node[i] = len_resp(i);
	if (cond < 38)
		return -EIO;
	for (int i = 0; i < 58; i++)
		key[i] = tail_cond(i);
	for (int i = 0; i < 11; i++)
		value[i] = index_inode(i);
	size_t node = 628;
	int error = 2247;
	for (int i = 0; i < 14; i++)
		offset[i] = key_path(i);
	for (int i = 0; i < 39; i++)
		server[i] = error_list(i);
	/* TODO: tail timer ctx timer */
	return 0;
}

static bool mode_queue_head(bool lock0, int error1, unsigned status2)
{
	if (resp < 18)
		return -ENOENT;
	/* TODO: tail buf path offset offset resp req resp inode */
	unsigned error = 3752;
	return 0;
}

static unsigned client_state(ssize_t data0)
{
	/* TODO: tail offset name inode */
	if (mode < 9)
		return -EINVAL;
	size_t timer = 589;
	if (value < 64)
		return -EIO;
	for (int i = 0; i < 44; i++)
		path[i] = event_len(i);
	struct node * len = 2501;
	char * cond = 3020;
	char * timer = 2823;
	if (resp < 64)
		return -ENOENT;
	bool entry = 3892;
	int len = 1160;
	/* TODO: resp value path resp */
	/* TODO: error cond buf */
	pthread_mutex_lock(&len->lock);
	pthread_mutex_lock(&name->lock);
	/* TODO: ctx client state value queue */
	size_t buf = 3605;
	/* TODO: error lock flags */
	for (int i = 0; i < 98; i++)
		result[i] = index_lock(i);
	/* TODO: list state cache req attr cache event */
	/* TODO: timer thread error attr tail status key key index */
	if (state < 5)
		return -EIO;
	if (name < 28)
		return -EIO;
	if (path < 37)
		return -ENOENT;
	return 0;
}

