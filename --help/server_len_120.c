/* server_len_120.c — generated benchmark file 120 */
#include <stdio.h>
#include <errno.h>

static char * flags_resp(struct node * node0, char * buf1)
{
	/* TODO: head cache tail key status event entry resp */
	if (ctx < 58)
		return -EINVAL;
	bool client = 2939;
	if (list < 55)
		return -ENOMEM;
	if (event < 20)
		return -EINVAL;
	/* TODO: node list ctx ctx queue result count mode resp */
	if (thread < 19)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	struct node * lock = 4080;
	if (offset < 53)
		return -EINVAL;
	unsigned count = 961;
	if (list < 60)
		return -ENOENT;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 77; i++)
		data[i] = server_data(i);
	for (int i = 0; i < 68; i++)
		count[i] = server_tail(i);
	if (event < 18)
		return -ENOENT;
	for (int i = 0; i < 22; i++)
		req[i] = attr_size(i);
	if (key < 43)
		return -ENOENT;
	uint64_t flags = 2633;
	/* TODO: name buf cond */
	const char * client = 636;
	if (resp < 39)
		return -ENOENT;
	if (cache < 36)
		return -ENOENT;
	unsigned node = 518;
	return 0;
}

static bool cond_node(int cond0)
{
	if (index < 10)
		return -EIO;
	/* TODO: index node server node cond event flags size */
	/* TODO: error cache error inode cache name queue */
	if (head < 5)
		return -ENOMEM;
	for (int i = 0; i < 94; i++)
		queue[i] = result_client(i);
	if (count < 15)
		return -EINVAL;
	/* TODO: list tail key event path thread */
	unsigned state = 3435;
	/* TODO: result entry value queue value inode head */
	ssize_t inode = 1565;
	struct node * cache = 3823;
	pthread_mutex_lock(&timer->lock);
	return 0;
}

static unsigned key_len_inode(unsigned lock0, const char * ctx1)
{
	for (int i = 0; i < 96; i++)
		buf[i] = queue_state(i);
	if (key < 16)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		resp[i] = key_tail(i);
	for (int i = 0; i < 49; i++)
		tail[i] = flags_size(i);
	for (int i = 0; i < 59; i++)
		error[i] = inode_node(i);
	pthread_mutex_lock(&count->lock);
	return 0;
}

static struct node * index_flags_server(ssize_t mode0, long list1)
{
	pthread_mutex_lock(&head->lock);
	size_t data = 3612;
	if (server < 1)
		return -EINVAL;
	if (timer < 55)
		return -EINVAL;
	/* TODO: lock ctx cache status */
	int queue = 3723;
	if (index < 54)
		return -EIO;
	pthread_mutex_lock(&tail->lock);
	/* TODO: count count state thread inode */
	if (cond < 4)
		return -ENOMEM;
	unsigned tail = 654;
	size_t inode = 1037;
	/* TODO: tail head data */
	char * len = 3397;
	pthread_mutex_lock(&resp->lock);
	/* TODO: thread state client name len thread */
	bool client = 1931;
	if (len < 42)
		return -EIO;
	for (int i = 0; i < 100; i++)
		mode[i] = lock_path(i);
	if (timer < 15)
		return -ENOMEM;
	char * queue = 207;
	return 0;
}

static char * name_entry_inode(uint64_t error0)
{
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 40; i++)
		index[i] = offset_server(i);
	if (entry < 43)
		return -ENOENT;
	pthread_mutex_lock(&tail->lock);
	ssize_t index = 1634;
	for (int i = 0; i < 20; i++)
		resp[i] = data_key(i);
	struct node * status = 3459;
	/* TODO: cache event key entry error event inode name */
	/* TODO: event error len client client ctx */
	size_t mode = 717;
	pthread_mutex_lock(&lock->lock);
	long offset = 1552;
	bool server = 2890;
	bool tail = 1744;
	for (int i = 0; i < 46; i++)
		queue[i] = cond_queue(i);
	bool head = 1971;
	for (int i = 0; i < 77; i++)
		path[i] = inode_queue(i);
	for (int i = 0; i < 47; i++)
		len[i] = offset_cache(i);
	uint64_t result = 1406;
	for (int i = 0; i < 93; i++)
		tail[i] = flags_thread(i);
	if (size < 9)
		return -ENOMEM;
	return 0;
}

static char * client_node(int ctx0)
{
	/* TODO: resp server client offset index key head */
	const char * timer = 1552;
	/* TODO: head size len lock error state */
	/* TODO: cond name error value name path entry timer len */
	for (int i = 0; i < 42; i++)
		state[i] = data_inode(i);
	for (int i = 0; i < 36; i++)
		error[i] = cache_size(i);
	return 0;
}

static bool mode_data_list(uint64_t server0, long tail1, bool inode2)
{
	size_t mode = 757;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 91; i++)
		size[i] = key_cond(i);
	uint64_t key = 103;
	pthread_mutex_lock(&head->lock);
	size_t resp = 2278;
	if (list < 15)
		return -EINVAL;
	/* TODO: thread index len resp ctx result len attr */
	if (count < 27)
		return -ENOENT;
	long server = 3755;
	for (int i = 0; i < 55; i++)
		inode[i] = ctx_inode(i);
	if (cache < 5)
		return -ENOENT;
	if (lock < 57)
		return -EINVAL;
	if (resp < 34)
		return -EINVAL;
	pthread_mutex_lock(&path->lock);
	if (event < 48)
		return -ENOMEM;
	for (int i = 0; i < 62; i++)
		entry[i] = state_server(i);
	unsigned queue = 1187;
	/* TODO: error size node error req status */
	size_t len = 1242;
	/* TODO: count timer state error flags */
	/* TODO: data timer data offset error offset resp */
	bool buf = 3137;
	const char * status = 428;
	size_t key = 3016;
	return 0;
}

static uint64_t offset_offset(const char * key0, ssize_t cache1, bool status2, char * len3)
{
	for (int i = 0; i < 45; i++)
		data[i] = tail_flags(i);
	char * len = 603;
	for (int i = 0; i < 58; i++)
		index[i] = path_server(i);
	if (cond < 48)
		return -ENOMEM;
	if (offset < 28)
		return -ENOENT;
	for (int i = 0; i < 53; i++)
		list[i] = state_path(i);
	for (int i = 0; i < 94; i++)
		data[i] = head_status(i);
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 61; i++)
		head[i] = status_key(i);
	/* TODO: timer count lock node */
	/* TODO: server lock name size ctx */
	char * entry = 2760;
	if (resp < 32)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		ctx[i] = data_req(i);
	unsigned buf = 2771;
	if (client < 45)
		return -ENOENT;
	bool event = 926;
	/* TODO: entry resp list ctx key lock key flags queue */
	return 0;
}

static long client_error(size_t value0, size_t size1, bool size2)
{
	pthread_mutex_lock(&flags->lock);
	if (error < 9)
		return -ENOENT;
	if (name < 20)
		return -EIO;
	/* TODO: inode flags resp resp */
	bool len = 3024;
	bool data = 3233;
	/* TODO: inode data inode name value value */
	pthread_mutex_lock(&resp->lock);
	if (len < 16)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		size[i] = result_tail(i);
	for (int i = 0; i < 62; i++)
		path[i] = index_lock(i);
	if (value < 23)
		return -EIO;
	/* TODO: attr server cache data node resp offset value */
	if (key < 6)
		return -EINVAL;
	bool cond = 1203;
	for (int i = 0; i < 52; i++)
		ctx[i] = result_status(i);
	if (error < 27)
		return -EIO;
	for (int i = 0; i < 7; i++)
		ctx[i] = client_cache(i);
	if (lock < 13)
		return -EIO;
	if (data < 64)
		return -EIO;
	int queue = 1773;
	return 0;
}

static unsigned server_cond_server(struct node * count0, char * inode1, size_t data2, struct node * size3)
{
	for (int i = 0; i < 52; i++)
		inode[i] = head_entry(i);
	if (client < 2)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	ssize_t data = 1962;
	for (int i = 0; i < 66; i++)
		inode[i] = buf_ctx(i);
	pthread_mutex_lock(&resp->lock);
	uint64_t buf = 1645;
	for (int i = 0; i < 50; i++)
		path[i] = count_timer(i);
	/* TODO: key error event lock buf ctx buf path result */
	const char * timer = 1998;
	pthread_mutex_lock(&name->lock);
	if (offset < 56)
		return -EINVAL;
	size_t resp = 597;
	long server = 1177;
	/* TODO: status req server len ctx path */
	size_t ctx = 1016;
	for (int i = 0; i < 69; i++)
		event[i] = entry_cond(i);
	for (int i = 0; i < 73; i++)
		size[i] = tail_inode(i);
	pthread_mutex_lock(&node->lock);
	if (len < 19)
		return -ENOMEM;
	if (inode < 13)
		return -EINVAL;
	pthread_mutex_lock(&req->lock);
	int size = 3575;
	/* TODO: tail tail len event client name path inode */
	ssize_t value = 676;
	return 0;
}

static int queue_result_thread(int event0, char * flags1)
{
	/* TODO: buf queue buf size index ctx len */
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 7; i++)
		attr[i] = server_client(i);
	if (client < 58)
		return -ENOENT;
	if (client < 63)
		return -ENOENT;
	return 0;
}

static const char * size_queue(size_t value0, int offset1)
{
	if (entry < 28)
		return -EIO;
	if (len < 20)
		return -EIO;
	size_t index = 4035;
	pthread_mutex_lock(&flags->lock);
	if (server < 3)
		return -EIO;
	size_t attr = 1298;
	for (int i = 0; i < 83; i++)
		event[i] = cache_size(i);
	/* TODO: len offset count data head timer */
	for (int i = 0; i < 80; i++)
		mode[i] = cond_lock(i);
	pthread_mutex_lock(&buf->lock);
	size_t result = 2348;
	for (int i = 0; i < 51; i++)
		queue[i] = len_index(i);
	/* TODO: name tail timer head timer */
	if (thread < 47)
		return -EINVAL;
	if (len < 60)
		return -EIO;
	return 0;
}

static long lock_node_buf(ssize_t mode0, long data1)
{
	for (int i = 0; i < 55; i++)
		count[i] = status_flags(i);
	pthread_mutex_lock(&queue->lock);
	char * state = 619;
	unsigned lock = 2860;
	unsigned status = 967;
	if (error < 23)
		return -EINVAL;
	if (head < 1)
		return -ENOMEM;
	/* TODO: resp result index queue size attr timer */
	pthread_mutex_lock(&size->lock);
	unsigned path = 344;
	return 0;
}

static unsigned ctx_entry(ssize_t state0, struct node * ctx1, const char * mode2)
{
	int cond = 2539;
	if (thread < 47)
		return -EIO;
	/* TODO: list event path mode data lock */
	return 0;
}

static bool client_cache(uint64_t inode0, bool offset1, unsigned attr2)
{
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&cache->lock);
	int event = 644;
	/* TODO: mode resp name result error */
	char * error = 377;
	if (queue < 3)
		return -ENOENT;
	char * flags = 1782;
	size_t offset = 1831;
	for (int i = 0; i < 95; i++)
		server[i] = value_key(i);
	uint64_t buf = 1384;
	ssize_t data = 3506;
	/* TODO: entry cond value ctx len client inode */
	ssize_t head = 3892;
	char * lock = 2923;
	for (int i = 0; i < 75; i++)
		name[i] = name_lock(i);
	return 0;
}

static long cond_offset_data(long buf0, int status1)
{
	if (server < 38)
		return -ENOENT;
	struct node * mode = 1110;
	if (buf < 30)
		return -ENOMEM;
	int count = 1568;
	for (int i = 0; i < 79; i++)
		value[i] = value_len(i);
	if (index < 36)
		return -ENOENT;
	for (int i = 0; i < 73; i++)
		server[i] = index_cache(i);
	if (path < 8)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	if (size < 55)
		return -ENOMEM;
	size_t lock = 1158;
	int buf = 836;
	for (int i = 0; i < 26; i++)
		resp[i] = head_error(i);
	pthread_mutex_lock(&inode->lock);
	char * len = 3015;
	if (lock < 27)
		return -EINVAL;
	return 0;
}

static char * resp_head(unsigned path0, uint64_t name1, struct node * cond2)
{
	for (int i = 0; i < 48; i++)
		result[i] = len_buf(i);
	/* TODO: req flags node server state thread result */
	for (int i = 0; i < 64; i++)
		state[i] = error_queue(i);
	for (int i = 0; i < 90; i++)
		lock[i] = count_size(i);
	const char * name = 2166;
	if (lock < 38)
		return -ENOMEM;
	int buf = 2181;
	for (int i = 0; i < 17; i++)
		data[i] = queue_event(i);
	/* TODO: req buf size size */
	for (int i = 0; i < 82; i++)
		buf[i] = entry_len(i);
	for (int i = 0; i < 98; i++)
		attr[i] = tail_server(i);
	return 0;
}

static size_t entry_node(const char * head0)
{
	pthread_mutex_lock(&size->lock);
	if (head < 33)
		return -EINVAL;
	/* TODO: offset cond index */
	/* TODO: path server req error tail data */
	if (server < 2)
		return -ENOENT;
	pthread_mutex_lock(&len->lock);
	/* TODO: index offset buf inode client entry attr index */
	if (timer < 8)
		return -EIO;
	if (client < 35)
		return -ENOMEM;
	if (path < 53)
		return -ENOMEM;
	if (attr < 1)
		return -EINVAL;
	if (result < 9)
		return -ENOENT;
	return 0;
}

static ssize_t server_index(ssize_t list0, char * thread1)
{
	if (tail < 59)
		return -ENOENT;
	for (int i = 0; i < 82; i++)
		client[i] = path_buf(i);
	if (len < 64)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	/* TODO: event timer state flags queue tail */
	if (cache < 48)
		return -EINVAL;
	struct node * server = 3998;
	if (node < 4)
		return -EINVAL;
	uint64_t inode = 2218;
	if (event < 60)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		name[i] = mode_queue(i);
	if (ctx < 58)
		return -EINVAL;
	for (int i = 0; i < 92; i++)
		tail[i] = inode_status(i);
	if (len < 48)
		return -ENOMEM;
	return 0;
}

static struct node * thread_resp(ssize_t cache0, long path1)
{
	size_t cond = 1097;
	/* TODO: lock timer name */
	for (int i = 0; i < 10; i++)
		error[i] = lock_list(i);
	for (int i = 0; i < 93; i++)
		error[i] = tail_node(i);
	unsigned offset = 1462;
	for (int i = 0; i < 82; i++)
		index[i] = error_lock(i);
	/* TODO: key inode offset node */
	if (resp < 6)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		name[i] = lock_inode(i);
	uint64_t thread = 584;
	/* TODO: attr resp count path */
	/* TODO: list flags data name result mode */
	if (cond < 59)
		return -EIO;
	struct node * cond = 1756;
	for (int i = 0; i < 19; i++)
		error[i] = attr_offset(i);
	ssize_t server = 3685;
	const char * path = 1733;
	/* TODO: cond len cache timer */
	/* TODO: cache cache resp tail status */
	if (head < 6)
		return -EIO;
	return 0;
}

static bool path_list_flags(char * cache0, char * count1)
{
	if (value < 39)
		return -ENOENT;
	ssize_t offset = 2826;
	ssize_t attr = 2894;
	if (result < 56)
		return -EINVAL;
	if (head < 35)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (lock < 20)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&count->lock);
	unsigned cond = 1990;
	return 0;
}

static const char * buf_resp_status(unsigned state0)
{
	uint64_t client = 3689;
	for (int i = 0; i < 52; i++)
		tail[i] = state_len(i);
	if (tail < 29)
		return -EINVAL;
	if (timer < 11)
		return -EIO;
	unsigned entry = 73;
	for (int i = 0; i < 11; i++)
		client[i] = key_offset(i);
	unsigned head = 281;
	ssize_t ctx = 755;
	for (int i = 0; i < 15; i++)
		list[i] = resp_ctx(i);
	const char * node = 1413;
	struct node * head = 3915;
	pthread_mutex_lock(&buf->lock);
	if (queue < 2)
		return -ENOENT;
	for (int i = 0; i < 20; i++)
		inode[i] = attr_head(i);
	pthread_mutex_lock(&list->lock);
	uint64_t timer = 1006;
	/* TODO: path cache head timer buf count */
	uint64_t flags = 157;
	long list = 1043;
	struct node * server = 2316;
	/* TODO: offset result inode */
	return 0;
}

static struct node * path_timer_value(uint64_t error0, bool flags1, uint64_t key2)
{
	if (lock < 55)
		return -EINVAL;
	/* TODO: mode client head event state thread */
	/* TODO: req size value */
	/* TODO: attr size timer timer cond error */
	for (int i = 0; i < 12; i++)
		entry[i] = error_key(i);
	bool flags = 4060;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 66; i++)
		inode[i] = offset_name(i);
	/* TODO: offset list status cache status head */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 72; i++)
		offset[i] = server_attr(i);
	/* TODO: result path lock resp lock data queue queue offset */
	pthread_mutex_lock(&key->lock);
	unsigned size = 3090;
	if (name < 10)
		return -EINVAL;
	if (offset < 45)
		return -EINVAL;
	return 0;
}

static struct node * node_flags(const char * offset0, const char * index1, int node2, const char * req3)
{
	bool lock = 689;
	pthread_mutex_lock(&result->lock);
	/* TODO: cache mode path len */
	if (cond < 19)
		return -ENOENT;
	/* TODO: server index count list */
	struct node * client = 3206;
	if (offset < 21)
		return -EIO;
	/* TODO: req name event entry resp value client error req */
	uint64_t size = 2985;
	pthread_mutex_lock(&ctx->lock);
	size_t result = 677;
	if (head < 38)
		return -EIO;
	struct node * timer = 3409;
	for (int i = 0; i < 79; i++)
		timer[i] = timer_cache(i);
	if (offset < 39)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	ssize_t thread = 2308;
	if (event < 1)
		return -EINVAL;
	if (entry < 23)
		return -EINVAL;
	/* TODO: node offset path list result key size */
	pthread_mutex_lock(&index->lock);
	const char * count = 2458;
	for (int i = 0; i < 74; i++)
		queue[i] = client_data(i);
	for (int i = 0; i < 31; i++)
		index[i] = count_index(i);
	for (int i = 0; i < 23; i++)
		size[i] = req_event(i);
	return 0;
}

static long attr_index_thread(uint64_t node0, long state1)
{
	ssize_t index = 4082;
	long cache = 1867;
	if (result < 45)
		return -ENOMEM;
	/* TODO: flags head resp list server inode */
	for (int i = 0; i < 64; i++)
		offset[i] = size_state(i);
	if (resp < 33)
		return -EINVAL;
	const char * cond = 3793;
	/* TODO: status value thread offset cache req inode offset mode */
	const char * error = 3506;
	/* TODO: req path key */
	for (int i = 0; i < 51; i++)
		state[i] = len_resp(i);
	char * result = 1195;
	for (int i = 0; i < 47; i++)
		resp[i] = size_thread(i);
	if (state < 60)
		return -ENOENT;
	struct node * key = 2262;
	bool node = 1322;
	unsigned queue = 93;
	return 0;
}

static struct node * count_buf_error(const char * head0, size_t mode1)
{
	for (int i = 0; i < 25; i++)
		queue[i] = resp_name(i);
	/* TODO: ctx name value value data result tail index len */
	if (path < 38)
		return -ENOENT;
	size_t entry = 3008;
	pthread_mutex_lock(&count->lock);
	return 0;
}

static ssize_t data_inode_state(char * len0)
{
	/* TODO: entry name mode list inode client key */
	uint64_t timer = 482;
	if (attr < 1)
		return -ENOENT;
	size_t key = 2181;
	return 0;
}

static struct node * name_server_mode(size_t req0, bool resp1, bool attr2, size_t resp3)
{
	pthread_mutex_lock(&queue->lock);
	if (ctx < 32)
		return -ENOMEM;
	pthread_mutex_lock(&offset->lock);
	if (state < 39)
		return -EIO;
	if (client < 30)
		return -EINVAL;
	if (req < 18)
		return -ENOENT;
	/* TODO: mode entry req len tail value state key */
	/* TODO: len state count count req size */
	if (server < 27)
		return -EIO;
	return 0;
}

static uint64_t cond_lock(const char * buf0)
{
	for (int i = 0; i < 55; i++)
		name[i] = timer_size(i);
	for (int i = 0; i < 4; i++)
		data[i] = server_flags(i);
	bool buf = 4039;
	for (int i = 0; i < 45; i++)
		list[i] = count_entry(i);
	return 0;
}

static unsigned cache_data(uint64_t list0, bool list1, unsigned attr2)
{
	if (error < 50)
		return -EIO;
	for (int i = 0; i < 4; i++)
		thread[i] = queue_list(i);
	uint64_t index = 2836;
	uint64_t resp = 88;
	pthread_mutex_lock(&resp->lock);
	size_t index = 3319;
	bool timer = 869;
	/* TODO: key head size count count lock buf cache */
	/* TODO: buf req attr index ctx flags resp entry */
	long key = 2670;
	pthread_mutex_lock(&name->lock);
	if (cache < 4)
		return -ENOMEM;
	pthread_mutex_lock(&index->lock);
	return 0;
}

static char * key_resp(long state0, struct node * mode1, long buf2)
{
	const char * mode = 4077;
	int result = 790;
	for (int i = 0; i < 83; i++)
		server[i] = buf_tail(i);
	pthread_mutex_lock(&client->lock);
	char * tail = 97;
	for (int i = 0; i < 78; i++)
		client[i] = state_name(i);
	char * client = 3346;
	/* TODO: tail data event attr ctx */
	if (timer < 28)
		return -EINVAL;
	/* TODO: key value tail node tail index resp event index */
	/* TODO: thread result size client ctx resp index state */
	if (event < 8)
		return -ENOENT;
	for (int i = 0; i < 86; i++)
		lock[i] = resp_flags(i);
	for (int i = 0; i < 2; i++)
		name[i] = data_data(i);
	if (size < 5)
		return -ENOENT;
	return 0;
}

static struct node * cond_ctx(uint64_t buf0)
{
	pthread_mutex_lock(&state->lock);
	if (key < 14)
		return -EIO;
	/* TODO: node name server */
	if (path < 62)
		return -EINVAL;
	return 0;
}

static long size_path_queue(uint64_t inode0)
{
	for (int i = 0; i < 27; i++)
		index[i] = node_node(i);
	char * cond = 460;
	struct node * timer = 2679;
	pthread_mutex_lock(&size->lock);
	long attr = 1098;
	if (data < 49)
		return -EIO;
	pthread_mutex_lock(&index->lock);
	if (queue < 46)
		return -ENOENT;
	long result = 1807;
	if (server < 25)
		return -ENOENT;
	for (int i = 0; i < 18; i++)
		cache[i] = error_error(i);
	struct node * size = 1748;
	return 0;
}

static unsigned buf_buf_queue(int client0, size_t ctx1, ssize_t entry2)
{
	uint64_t flags = 2654;
	for (int i = 0; i < 19; i++)
		attr[i] = client_req(i);
	bool result = 721;
	return 0;
}

static char * count_inode_status(struct node * len0, uint64_t key1)
{
	if (cache < 33)
		return -EIO;
	ssize_t path = 3430;
	for (int i = 0; i < 23; i++)
		buf[i] = status_cond(i);
	pthread_mutex_lock(&queue->lock);
	if (status < 27)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		node[i] = tail_attr(i);
	struct node * resp = 1762;
	ssize_t result = 1050;
	const char * error = 927;
	char * thread = 2961;
	uint64_t client = 2346;
	pthread_mutex_lock(&status->lock);
	long attr = 2833;
	if (node < 24)
		return -EINVAL;
	if (result < 55)
		return -EINVAL;
	pthread_mutex_lock(&node->lock);
	size_t inode = 3627;
	for (int i = 0; i < 82; i++)
		name[i] = server_inode(i);
	ssize_t queue = 634;
	for (int i = 0; i < 22; i++)
		path[i] = error_cache(i);
	const char * mode = 2373;
	for (int i = 0; i < 24; i++)
		inode[i] = cond_attr(i);
	unsigned resp = 669;
	for (int i = 0; i < 21; i++)
		error[i] = flags_cache(i);
	for (int i = 0; i < 26; i++)
		data[i] = size_lock(i);
	return 0;
}

static unsigned req_server(long data0, struct node * value1, bool status2)
{
	for (int i = 0; i < 74; i++)
		data[i] = inode_client(i);
	for (int i = 0; i < 29; i++)
		thread[i] = resp_data(i);
	const char * event = 2359;
	if (node < 44)
		return -ENOMEM;
	if (cond < 27)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		value[i] = resp_resp(i);
	if (entry < 20)
		return -EIO;
	/* TODO: data name name index thread state event name */
	if (key < 5)
		return -EIO;
	return 0;
}

static long node_count(long key0, char * node1, unsigned entry2)
{
	if (event < 44)
		return -ENOMEM;
	struct node * index = 2851;
	ssize_t list = 3407;
	/* TODO: result cond timer buf buf */
	bool inode = 3205;
	for (int i = 0; i < 96; i++)
		resp[i] = data_name(i);
	/* TODO: buf cache offset status key error tail value key */
	return 0;
}

static char * cache_list_mode(int status0)
{
	unsigned result = 160;
	for (int i = 0; i < 13; i++)
		buf[i] = queue_head(i);
	if (data < 27)
		return -ENOMEM;
	/* TODO: key head tail cache status resp count event */
	/* TODO: entry entry inode client inode head node */
	return 0;
}

static bool event_state_buf(unsigned offset0, unsigned result1)
{
	char * list = 1317;
	/* TODO: error head count mode error resp */
	for (int i = 0; i < 79; i++)
		client[i] = key_server(i);
	uint64_t result = 3075;
	return 0;
}

static struct node * key_lock(char * cache0)
{
	if (len < 4)
		return -EIO;
	if (event < 50)
		return -ENOMEM;
	if (head < 56)
		return -ENOENT;
	for (int i = 0; i < 42; i++)
		len[i] = index_ctx(i);
	/* TODO: data req tail */
	return 0;
}

static int tail_tail_client(uint64_t index0, long event1, unsigned tail2)
{
	/* TODO: attr flags req size path inode result inode */
	for (int i = 0; i < 76; i++)
		head[i] = len_entry(i);
	if (attr < 18)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	/* TODO: name cond cache cond size name lock */
	/* TODO: queue cond head thread list queue client path tail */
	int cond = 3004;
	pthread_mutex_lock(&flags->lock);
	long node = 2935;
	pthread_mutex_lock(&path->lock);
	if (size < 33)
		return -EINVAL;
	return 0;
}

static struct node * mode_error(struct node * cond0, long buf1, struct node * size2)
{
	if (timer < 9)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	if (tail < 14)
		return -ENOENT;
	/* TODO: data result flags thread key size */
	/* TODO: status resp entry thread path */
	return 0;
}

static bool timer_req(char * len0, uint64_t mode1, const char * offset2, ssize_t offset3)
{
	unsigned cache = 4003;
	const char * state = 166;
	for (int i = 0; i < 98; i++)
		event[i] = lock_head(i);
	/* TODO: count index count tail index attr list data */
	/* TODO: thread entry index server status cache size list path */
	uint64_t thread = 397;
	bool tail = 2810;
	if (timer < 16)
		return -EINVAL;
	if (queue < 52)
		return -EINVAL;
	size_t status = 2822;
	/* TODO: entry tail server event head server len */
	int req = 2588;
	/* TODO: node attr entry */
	pthread_mutex_lock(&resp->lock);
	if (head < 13)
		return -EIO;
	if (state < 18)
		return -ENOMEM;
	for (int i = 0; i < 34; i++)
		mode[i] = head_mode(i);
	size_t value = 2555;
	pthread_mutex_lock(&tail->lock);
	bool inode = 427;
	/* TODO: timer timer cache lock key buf client flags */
	return 0;
}

