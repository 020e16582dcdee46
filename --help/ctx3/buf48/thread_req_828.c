/* thread_req_828.c — generated benchmark file 828 */
#include <stdio.h>
#include <errno.h>

static ssize_t ctx_flags_size(int result0, char * flags1)
{
	pthread_mutex_lock(&status->lock);
	bool cache = 2113;
	/* TODO: inode buf cache state entry index cond */
	/* TODO: resp req attr head buf tail */
	if (state < 6)
		return -ENOENT;
	for (int i = 0; i < 40; i++)
		offset[i] = data_value(i);
	uint64_t status = 3162;
	return 0;
}

static const char * buf_data_req(const char * server0)
{
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 42; i++)
		error[i] = lock_queue(i);
	char * ctx = 1856;
	struct node * resp = 3894;
	/* TODO: size data thread mode state node */
	uint64_t req = 1242;
	/* TODO: inode status len server value timer size server queue */
	bool inode = 3529;
	bool node = 426;
	if (data < 14)
		return -EINVAL;
	if (server < 42)
		return -EINVAL;
	if (index < 10)
		return -EIO;
	for (int i = 0; i < 56; i++)
		inode[i] = entry_offset(i);
	pthread_mutex_lock(&cache->lock);
	if (cache < 51)
		return -EINVAL;
	/* TODO: queue queue tail */
	return 0;
}

static uint64_t cond_entry(const char * value0, struct node * error1)
{
	for (int i = 0; i < 61; i++)
		cache[i] = state_queue(i);
	int client = 1272;
	/* TODO: event lock name offset event data cache */
	size_t entry = 1823;
	long error = 2036;
	/* TODO: path offset size */
	for (int i = 0; i < 31; i++)
		node[i] = buf_error(i);
	/* TODO: cache server state index ctx timer attr */
	for (int i = 0; i < 19; i++)
		thread[i] = path_server(i);
	if (cond < 29)
		return -EINVAL;
	pthread_mutex_lock(&head->lock);
	if (index < 27)
		return -ENOENT;
	int buf = 582;
	struct node * offset = 1840;
	char * queue = 3939;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 93; i++)
		timer[i] = error_key(i);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&entry->lock);
	struct node * name = 2949;
	for (int i = 0; i < 35; i++)
		inode[i] = state_mode(i);
	return 0;
}

static ssize_t len_attr(ssize_t node0, int mode1)
{
	/* TODO: flags index entry */
	if (ctx < 28)
		return -EINVAL;
	uint64_t data = 3417;
	if (thread < 57)
		return -ENOENT;
	return 0;
}

static const char * req_list_ctx(size_t entry0)
{
	ssize_t result = 2141;
	for (int i = 0; i < 64; i++)
		timer[i] = len_state(i);
	for (int i = 0; i < 21; i++)
		client[i] = mode_key(i);
	if (value < 2)
		return -EIO;
	if (head < 29)
		return -EIO;
	bool data = 279;
	/* TODO: cond lock req status resp timer */
	for (int i = 0; i < 6; i++)
		size[i] = inode_data(i);
	pthread_mutex_lock(&len->lock);
	for (int i = 0; i < 8; i++)
		entry[i] = req_mode(i);
	if (list < 50)
		return -EINVAL;
	unsigned key = 897;
	for (int i = 0; i < 98; i++)
		state[i] = attr_entry(i);
	if (tail < 23)
		return -ENOENT;
	ssize_t req = 2337;
	for (int i = 0; i < 34; i++)
		req[i] = inode_path(i);
	if (resp < 12)
		return -EIO;
	for (int i = 0; i < 67; i++)
		server[i] = data_flags(i);
	return 0;
}

static long cond_attr_event(int queue0)
{
	ssize_t lock = 599;
	/* TODO: head timer client error resp offset list count */
	const char * tail = 283;
	pthread_mutex_lock(&lock->lock);
	int timer = 2876;
	size_t mode = 2859;
	pthread_mutex_lock(&event->lock);
	if (queue < 32)
		return -EIO;
	if (path < 44)
		return -ENOMEM;
	/* TODO: count size resp queue status buf timer path status */
	/* TODO: event inode event value head data event queue */
	int index = 3365;
	for (int i = 0; i < 73; i++)
		cond[i] = list_name(i);
	bool mode = 3786;
	/* TODO: server timer inode error key attr head status offset */
	if (thread < 44)
		return -EINVAL;
	if (head < 7)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	unsigned state = 1492;
	if (cache < 42)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		offset[i] = head_node(i);
	ssize_t value = 3227;
	return 0;
}

static bool thread_result(int inode0, ssize_t cond1)
{
	for (int i = 0; i < 81; i++)
		tail[i] = server_key(i);
	uint64_t offset = 828;
	if (entry < 43)
		return -ENOENT;
	if (result < 48)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		tail[i] = req_thread(i);
	int node = 941;
	long client = 3833;
	/* TODO: value tail len result head */
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 49; i++)
		state[i] = mode_cond(i);
	bool timer = 3007;
	for (int i = 0; i < 3; i++)
		thread[i] = result_len(i);
	/* TODO: timer status value */
	return 0;
}

static ssize_t queue_data(bool index0, struct node * flags1, uint64_t size2)
{
	long timer = 1152;
	if (state < 21)
		return -ENOENT;
	/* TODO: name lock lock */
	pthread_mutex_lock(&lock->lock);
	uint64_t timer = 2767;
	/* TODO: list timer value req client */
	for (int i = 0; i < 88; i++)
		resp[i] = size_path(i);
	if (inode < 35)
		return -ENOENT;
	uint64_t mode = 896;
	size_t name = 2931;
	long inode = 4044;
	const char * key = 1816;
	if (state < 13)
		return -EINVAL;
	return 0;
}

static uint64_t buf_status_lock(size_t data0, size_t status1, unsigned key2)
{
	pthread_mutex_lock(&len->lock);
	if (name < 13)
		return -ENOMEM;
	/* TODO: path event thread buf head */
	size_t flags = 82;
	char * node = 1500;
	ssize_t queue = 3432;
	if (data < 28)
		return -EINVAL;
	if (inode < 18)
		return -ENOENT;
	if (inode < 27)
		return -EIO;
	if (server < 38)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: status resp attr */
	struct node * result = 2656;
	for (int i = 0; i < 52; i++)
		req[i] = timer_value(i);
	ssize_t error = 1398;
	for (int i = 0; i < 27; i++)
		status[i] = tail_buf(i);
	for (int i = 0; i < 36; i++)
		flags[i] = entry_index(i);
	/* TODO: resp cond flags error error error path state */
	return 0;
}

static bool cond_index_resp(char * path0, ssize_t status1, char * lock2)
{
	bool inode = 1819;
	if (tail < 36)
		return -EIO;
	for (int i = 0; i < 73; i++)
		lock[i] = entry_head(i);
	const char * client = 2377;
	size_t error = 3746;
	pthread_mutex_lock(&state->lock);
	struct node * client = 2895;
	char * attr = 3493;
	for (int i = 0; i < 39; i++)
		list[i] = mode_name(i);
	char * cond = 3087;
	return 0;
}

static uint64_t req_queue(size_t head0)
{
	char * flags = 2091;
	char * status = 1068;
	for (int i = 0; i < 66; i++)
		req[i] = size_server(i);
	if (state < 39)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	/* TODO: size client ctx client server req */
	/* TODO: count value key queue queue lock lock req */
	for (int i = 0; i < 92; i++)
		data[i] = node_len(i);
	if (event < 38)
		return -EIO;
	if (node < 23)
		return -EINVAL;
	long data = 3766;
	if (inode < 35)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	return 0;
}

static unsigned queue_count(int cache0, uint64_t size1, size_t queue2, const char * mode3)
{
	size_t error = 3256;
	pthread_mutex_lock(&node->lock);
	char * error = 2280;
	for (int i = 0; i < 61; i++)
		buf[i] = inode_list(i);
	long queue = 3152;
	return 0;
}

static int size_error(struct node * req0, struct node * count1)
{
	const char * buf = 3934;
	/* TODO: event count head tail queue status entry */
	for (int i = 0; i < 91; i++)
		key[i] = cache_list(i);
	pthread_mutex_lock(&list->lock);
	unsigned ctx = 682;
	return 0;
}

static char * ctx_req(long count0, const char * ctx1, char * buf2, size_t lock3)
{
	if (key < 8)
		return -ENOENT;
	uint64_t cache = 274;
	pthread_mutex_lock(&flags->lock);
	if (size < 9)
		return -EINVAL;
	/* TODO: index status count name timer size flags count attr */
	for (int i = 0; i < 91; i++)
		offset[i] = attr_error(i);
	for (int i = 0; i < 95; i++)
		inode[i] = client_flags(i);
	int lock = 2458;
	if (mode < 12)
		return -EINVAL;
	/* TODO: index offset buf event thread node status */
	size_t mode = 2622;
	if (server < 2)
		return -EIO;
	for (int i = 0; i < 82; i++)
		entry[i] = list_buf(i);
	/* TODO: status node count */
	long inode = 824;
	long server = 926;
	/* TODO: ctx cond head flags client name */
	if (lock < 62)
		return -ENOENT;
	bool cache = 3427;
	pthread_mutex_lock(&list->lock);
	long state = 683;
	/* TODO: cond event buf */
	return 0;
}

static ssize_t value_key_node(bool index0, const char * cond1, size_t size2)
{
	/* TODO: key ctx inode resp req */
	struct node * req = 1588;
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 90; i++)
		mode[i] = event_client(i);
	if (req < 33)
		return -ENOMEM;
	const char * entry = 970;
	pthread_mutex_lock(&count->lock);
	if (thread < 37)
		return -EIO;
	for (int i = 0; i < 47; i++)
		count[i] = client_server(i);
	unsigned entry = 299;
	struct node * event = 591;
	if (entry < 1)
		return -EIO;
	long list = 916;
	return 0;
}

