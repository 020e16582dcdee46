/* ctx_server_920.c — generated benchmark file 920 */
#include <stdio.h>
#include <errno.h>

static long ctx_count(const char * path0)
{
	if (cache < 60)
		return -EIO;
	/* TODO: data data head inode node offset count list status */
	for (int i = 0; i < 19; i++)
		cond[i] = data_tail(i);
	/* TODO: count flags data cond client */
	uint64_t error = 2101;
	if (event < 1)
		return -ENOMEM;
	int flags = 3065;
	return 0;
}

static bool buf_client(int cache0, unsigned cache1)
{
	if (tail < 7)
		return -EIO;
	/* TODO: count server lock status */
	if (flags < 18)
		return -ENOMEM;
	if (event < 25)
		return -EINVAL;
	long server = 3155;
	return 0;
}

static int node_offset_data(const char * mode0, unsigned count1, bool flags2)
{
	if (attr < 41)
		return -ENOENT;
	int len = 3003;
	size_t list = 320;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 87; i++)
		queue[i] = queue_result(i);
	/* TODO: req data len */
	if (size < 57)
		return -EINVAL;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&value->lock);
	/* TODO: mode ctx count flags */
	if (index < 14)
		return -EIO;
	if (tail < 10)
		return -ENOENT;
	for (int i = 0; i < 36; i++)
		len[i] = req_ctx(i);
	for (int i = 0; i < 65; i++)
		buf[i] = queue_resp(i);
	/* TODO: inode result count thread */
	for (int i = 0; i < 37; i++)
		node[i] = attr_tail(i);
	if (mode < 9)
		return -ENOENT;
	if (status < 29)
		return -EINVAL;
	/* TODO: node client resp client event lock cache */
	if (inode < 26)
		return -ENOENT;
	pthread_mutex_lock(&value->lock);
	unsigned client = 1806;
	if (mode < 59)
		return -EIO;
	const char * count = 1237;
	return 0;
}

static long thread_tail(struct node * queue0, unsigned status1)
{
	/* TODO: status head node size client flags */
	if (list < 49)
		return -ENOMEM;
	for (int i = 0; i < 37; i++)
		state[i] = lock_tail(i);
	long ctx = 1392;
	int value = 3369;
	if (key < 10)
		return -ENOMEM;
	unsigned state = 1539;
	if (event < 19)
		return -EINVAL;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 43; i++)
		index[i] = lock_req(i);
	/* TODO: client flags lock cond count buf node key */
	if (attr < 54)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		status[i] = cond_buf(i);
	struct node * result = 2696;
	pthread_mutex_lock(&len->lock);
	struct node * inode = 1830;
	return 0;
}

static uint64_t server_value_timer(char * path0, unsigned data1, unsigned mode2)
{
	/* TODO: mode entry len head lock server offset index */
	for (int i = 0; i < 22; i++)
		node[i] = lock_req(i);
	/* TODO: mode timer error buf key mode result tail */
	if (list < 37)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	if (ctx < 29)
		return -EINVAL;
	if (status < 47)
		return -EINVAL;
	size_t inode = 169;
	if (flags < 59)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		index[i] = server_status(i);
	for (int i = 0; i < 75; i++)
		mode[i] = key_value(i);
	if (count < 14)
		return -EIO;
	const char * client = 3695;
	/* TODO: server path size ctx resp list size */
	if (node < 49)
		return -ENOENT;
	/* TODO: value state resp status */
	for (int i = 0; i < 95; i++)
		attr[i] = list_state(i);
	pthread_mutex_lock(&node->lock);
	ssize_t error = 1193;
	return 0;
}

static bool cond_thread_cache(unsigned state0, long mode1, char * buf2, bool count3)
{
	/* TODO: cache flags ctx len count */
	if (key < 59)
		return -ENOENT;
	if (queue < 14)
		return -ENOMEM;
	if (index < 34)
		return -ENOENT;
	return 0;
}

static size_t client_name(bool size0, unsigned node1, uint64_t tail2)
{
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 7; i++)
		inode[i] = attr_entry(i);
	int list = 10;
	for (int i = 0; i < 38; i++)
		server[i] = resp_attr(i);
	/* TODO: event req result count cond count len */
	size_t offset = 1605;
	for (int i = 0; i < 6; i++)
		status[i] = value_tail(i);
	if (head < 32)
		return -ENOMEM;
	const char * ctx = 3714;
	for (int i = 0; i < 42; i++)
		status[i] = cond_state(i);
	if (data < 9)
		return -EIO;
	pthread_mutex_lock(&path->lock);
	pthread_mutex_lock(&tail->lock);
	struct node * flags = 243;
	pthread_mutex_lock(&client->lock);
	/* TODO: len inode queue error queue index */
	const char * offset = 1294;
	bool server = 315;
	pthread_mutex_lock(&status->lock);
	for (int i = 0; i < 50; i++)
		thread[i] = value_count(i);
	return 0;
}

static long cache_key_queue(char * mode0, const char * count1, const char * ctx2, unsigned offset3)
{
	for (int i = 0; i < 99; i++)
		mode[i] = key_state(i);
	if (len < 45)
		return -ENOMEM;
	if (mode < 16)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		queue[i] = req_name(i);
	if (state < 40)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		state[i] = ctx_cond(i);
	if (data < 47)
		return -EINVAL;
	unsigned resp = 2065;
	int count = 2641;
	for (int i = 0; i < 7; i++)
		size[i] = head_state(i);
	for (int i = 0; i < 50; i++)
		event[i] = resp_count(i);
	if (req < 14)
		return -EINVAL;
	pthread_mutex_lock(&state->lock);
	/* TODO: error data path tail status req */
	pthread_mutex_lock(&ctx->lock);
	pthread_mutex_lock(&size->lock);
	pthread_mutex_lock(&key->lock);
	char * timer = 175;
	/* TODO: list name offset result */
	char * cache = 2891;
	if (size < 1)
		return -EINVAL;
	return 0;
}

static struct node * node_flags(long size0)
{
	unsigned mode = 2369;
	if (size < 62)
		return -EIO;
	if (status < 20)
		return -ENOMEM;
	bool mode = 2638;
	if (index < 36)
		return -EIO;
	if (len < 4)
		return -ENOENT;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static unsigned lock_ctx_server(uint64_t inode0, ssize_t lock1, unsigned cond2)
{
	for (int i = 0; i < 59; i++)
		value[i] = attr_data(i);
	if (count < 59)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		queue[i] = head_state(i);
	if (buf < 31)
		return -EIO;
	unsigned key = 787;
	for (int i = 0; i < 64; i++)
		error[i] = result_size(i);
	if (name < 38)
		return -EIO;
	if (inode < 31)
		return -ENOMEM;
	const char * head = 3375;
	if (timer < 19)
		return -EIO;
	char * value = 2918;
	/* TODO: entry client cache size */
	pthread_mutex_lock(&size->lock);
	/* TODO: buf tail cache count buf resp attr data size */
	pthread_mutex_lock(&head->lock);
	/* TODO: queue cache head */
	size_t key = 1478;
	/* TODO: lock status entry cond result status status req ctx */
	long ctx = 3442;
	unsigned node = 511;
	for (int i = 0; i < 13; i++)
		offset[i] = node_state(i);
	for (int i = 0; i < 58; i++)
		status[i] = client_index(i);
	struct node * entry = 1491;
	return 0;
}

static uint64_t inode_entry(bool len0, char * queue1)
{
	ssize_t count = 1377;
	unsigned queue = 1596;
	if (key < 8)
		return -EINVAL;
	ssize_t key = 1231;
	if (resp < 41)
		return -ENOMEM;
	/* TODO: thread client mode lock cache req len key */
	/* TODO: client resp entry */
	if (client < 2)
		return -ENOENT;
	/* TODO: count size head state flags count req */
	if (head < 34)
		return -ENOMEM;
	int buf = 2298;
	for (int i = 0; i < 37; i++)
		size[i] = mode_event(i);
	uint64_t status = 2174;
	ssize_t result = 3762;
	if (ctx < 49)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	/* TODO: buf server req timer tail thread */
	unsigned thread = 4001;
	if (size < 21)
		return -EINVAL;
	for (int i = 0; i < 14; i++)
		mode[i] = entry_index(i);
	/* TODO: client head head */
	for (int i = 0; i < 73; i++)
		thread[i] = count_thread(i);
	return 0;
}

static struct node * inode_result(int queue0, struct node * entry1)
{
	const char * req = 780;
	if (node < 4)
		return -ENOENT;
	if (status < 10)
		return -ENOMEM;
	if (attr < 53)
		return -ENOMEM;
	uint64_t cache = 979;
	for (int i = 0; i < 14; i++)
		thread[i] = attr_ctx(i);
	size_t ctx = 2051;
	unsigned state = 2004;
	uint64_t timer = 818;
	for (int i = 0; i < 96; i++)
		size[i] = lock_cond(i);
	/* TODO: server resp state count mode node */
	for (int i = 0; i < 91; i++)
		error[i] = ctx_result(i);
	/* TODO: cond size timer error */
	for (int i = 0; i < 72; i++)
		timer[i] = attr_offset(i);
	struct node * tail = 2745;
	/* TODO: key req len node */
	pthread_mutex_lock(&len->lock);
	/* TODO: state queue timer inode ctx buf resp cond */
	bool count = 1384;
	for (int i = 0; i < 37; i++)
		offset[i] = ctx_value(i);
	pthread_mutex_lock(&ctx->lock);
	return 0;
}

static struct node * value_node_error(int flags0, unsigned lock1, bool status2)
{
	long value = 1303;
	pthread_mutex_lock(&req->lock);
	if (req < 47)
		return -EINVAL;
	/* TODO: thread count name */
	if (flags < 64)
		return -ENOENT;
	if (error < 36)
		return -ENOMEM;
	/* TODO: path name status client size req */
	if (resp < 64)
		return -EIO;
	uint64_t key = 3292;
	/* TODO: result thread value node mode server attr */
	pthread_mutex_lock(&status->lock);
	/* TODO: list len offset list path attr client req */
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 3; i++)
		timer[i] = data_error(i);
	for (int i = 0; i < 46; i++)
		server[i] = cache_head(i);
	uint64_t list = 2351;
	if (entry < 22)
		return -EINVAL;
	bool count = 2790;
	unsigned cond = 321;
	return 0;
}

static int status_node(long server0)
{
	if (node < 52)
		return -EIO;
	long req = 686;
	uint64_t node = 21;
	for (int i = 0; i < 44; i++)
		entry[i] = error_head(i);
	/* TODO: lock tail size */
	for (int i = 0; i < 77; i++)
		count[i] = list_tail(i);
	for (int i = 0; i < 85; i++)
		mode[i] = count_inode(i);
	/* TODO: state event mode cache tail lock index */
	if (error < 4)
		return -EIO;
	for (int i = 0; i < 80; i++)
		event[i] = key_client(i);
	/* TODO: client key value entry state lock attr error */
	/* TODO: server index client queue event flags lock value */
	if (cache < 23)
		return -ENOMEM;
	return 0;
}

static bool event_attr(bool state0, const char * index1, int len2, unsigned attr3)
{
	bool client = 742;
	uint64_t inode = 978;
	if (thread < 30)
		return -ENOENT;
	for (int i = 0; i < 49; i++)
		ctx[i] = buf_node(i);
	for (int i = 0; i < 20; i++)
		list[i] = client_req(i);
	/* TODO: resp error req attr */
	/* TODO: ctx tail queue buf len error server key head */
	if (list < 50)
		return -ENOENT;
	if (cache < 34)
		return -ENOMEM;
	for (int i = 0; i < 74; i++)
		queue[i] = result_key(i);
	/* TODO: thread node event ctx node queue */
	for (int i = 0; i < 21; i++)
		buf[i] = timer_head(i);
	for (int i = 0; i < 27; i++)
		value[i] = entry_ctx(i);
	if (cache < 12)
		return -ENOENT;
	if (event < 51)
		return -EINVAL;
	struct node * count = 3724;
	if (queue < 61)
		return -ENOENT;
	return 0;
}

static unsigned resp_name(ssize_t entry0)
{
	if (thread < 37)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	/* TODO: buf index tail key entry lock thread */
	for (int i = 0; i < 71; i++)
		req[i] = data_index(i);
	for (int i = 0; i < 93; i++)
		server[i] = entry_cache(i);
	/* TODO: head path tail ctx */
	for (int i = 0; i < 53; i++)
		value[i] = server_ctx(i);
	return 0;
}

static unsigned cond_queue(bool count0)
{
	/* TODO: name key result */
	if (thread < 35)
		return -ENOMEM;
	for (int i = 0; i < 6; i++)
		mode[i] = event_tail(i);
	uint64_t attr = 3915;
	if (cache < 50)
		return -ENOENT;
	int data = 270;
	for (int i = 0; i < 63; i++)
		ctx[i] = len_cache(i);
	if (lock < 60)
		return -ENOENT;
	if (lock < 45)
		return -ENOMEM;
	/* TODO: node len mode index ctx */
	pthread_mutex_lock(&len->lock);
	if (cache < 1)
		return -ENOMEM;
	if (event < 38)
		return -ENOENT;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 34; i++)
		timer[i] = queue_thread(i);
	char * mode = 3199;
	for (int i = 0; i < 19; i++)
		index[i] = inode_lock(i);
	for (int i = 0; i < 61; i++)
		buf[i] = lock_thread(i);
	return 0;
}

static ssize_t size_mode(bool name0, long state1, bool mode2)
{
	for (int i = 0; i < 78; i++)
		offset[i] = resp_error(i);
	if (flags < 26)
		return -EINVAL;
	pthread_mutex_lock(&index->lock);
	long error = 3427;
	for (int i = 0; i < 27; i++)
		cond[i] = client_path(i);
	long inode = 1950;
	/* TODO: attr timer error key queue event server resp */
	if (state < 34)
		return -ENOMEM;
	return 0;
}

static struct node * buf_queue(struct node * key0, bool flags1, size_t lock2)
{
	if (entry < 47)
		return -EIO;
	/* TODO: attr len thread offset event timer head cond attr */
	int event = 704;
	/* TODO: queue entry server req */
	ssize_t len = 1762;
	for (int i = 0; i < 94; i++)
		result[i] = server_state(i);
	ssize_t queue = 3284;
	/* TODO: count name offset name offset len */
	uint64_t cond = 522;
	if (head < 27)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		count[i] = tail_data(i);
	if (state < 58)
		return -ENOMEM;
	ssize_t resp = 3373;
	char * mode = 82;
	if (timer < 49)
		return -ENOMEM;
	if (cache < 60)
		return -ENOENT;
	unsigned index = 745;
	if (path < 6)
		return -EIO;
	char * queue = 3490;
	const char * thread = 1312;
	struct node * cond = 801;
	for (int i = 0; i < 27; i++)
		flags[i] = timer_index(i);
	int attr = 1360;
	/* TODO: node tail state flags mode */
	if (value < 32)
		return -EIO;
	return 0;
}

static bool ctx_flags_attr(uint64_t path0, unsigned event1)
{
	/* TODO: count flags node result head result */
	const char * queue = 700;
	if (attr < 5)
		return -ENOENT;
	if (list < 25)
		return -EINVAL;
	size_t cond = 1345;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 8; i++)
		server[i] = client_lock(i);
	ssize_t size = 3529;
	char * attr = 2631;
	for (int i = 0; i < 68; i++)
		timer[i] = attr_cache(i);
	/* TODO: req req name size */
	for (int i = 0; i < 75; i++)
		timer[i] = len_queue(i);
	for (int i = 0; i < 28; i++)
		queue[i] = tail_attr(i);
	pthread_mutex_lock(&list->lock);
	if (path < 25)
		return -ENOENT;
	if (data < 7)
		return -EIO;
	/* TODO: index timer index name entry */
	if (event < 32)
		return -EINVAL;
	/* TODO: client name entry cond */
	/* TODO: lock value node cond */
	for (int i = 0; i < 68; i++)
		len[i] = result_result(i);
	return 0;
}

static uint64_t offset_attr_inode(int resp0, char * result1, long client2)
{
	if (count < 29)
		return -ENOMEM;
	if (attr < 46)
		return -ENOENT;
	if (attr < 22)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		count[i] = result_name(i);
	if (entry < 56)
		return -ENOMEM;
	for (int i = 0; i < 92; i++)
		cache[i] = lock_index(i);
	if (buf < 22)
		return -EIO;
	if (len < 5)
		return -EIO;
	if (count < 60)
		return -EINVAL;
	for (int i = 0; i < 25; i++)
		mode[i] = event_node(i);
	ssize_t error = 2227;
	ssize_t count = 1169;
	long size = 709;
	unsigned index = 2503;
	for (int i = 0; i < 45; i++)
		cond[i] = event_lock(i);
	for (int i = 0; i < 57; i++)
		client[i] = attr_data(i);
	for (int i = 0; i < 15; i++)
		ctx[i] = cache_queue(i);
	if (error < 38)
		return -ENOMEM;
	/* TODO: server node cond event event head offset size inode */
	ssize_t resp = 1038;
	/* TODO: cond node attr flags */
	/* TODO: req flags list offset resp attr event lock */
	uint64_t offset = 1266;
	return 0;
}

static bool ctx_value(uint64_t inode0, uint64_t index1, const char * len2, char * size3)
{
	if (key < 10)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	if (name < 10)
		return -ENOMEM;
	if (resp < 57)
		return -ENOMEM;
	unsigned count = 1900;
	if (thread < 6)
		return -ENOMEM;
	/* TODO: value ctx value */
	if (resp < 43)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	if (status < 52)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	struct node * state = 3165;
	/* TODO: count buf value head req value tail resp data */
	unsigned state = 1596;
	if (buf < 23)
		return -EIO;
	for (int i = 0; i < 16; i++)
		server[i] = offset_len(i);
	if (path < 13)
		return -ENOMEM;
	bool queue = 2713;
	if (count < 31)
		return -ENOENT;
	for (int i = 0; i < 71; i++)
		resp[i] = thread_index(i);
	/* TODO: inode thread attr timer data name list head path */
	return 0;
}

static const char * size_timer(uint64_t state0)
{
	if (inode < 1)
		return -EINVAL;
	/* TODO: attr tail node resp */
	if (client < 4)
		return -ENOENT;
	bool len = 2696;
	for (int i = 0; i < 83; i++)
		buf[i] = tail_attr(i);
	bool req = 2627;
	for (int i = 0; i < 67; i++)
		resp[i] = cache_req(i);
	pthread_mutex_lock(&cache->lock);
	int index = 3815;
	char * len = 3765;
	/* TODO: path buf result list server status client entry node */
	/* TODO: req cache tail event ctx */
	ssize_t error = 101;
	for (int i = 0; i < 41; i++)
		event[i] = server_resp(i);
	for (int i = 0; i < 7; i++)
		client[i] = event_size(i);
	if (count < 9)
		return -ENOMEM;
	unsigned tail = 3054;
	char * mode = 2435;
	uint64_t key = 39;
	for (int i = 0; i < 12; i++)
		entry[i] = list_data(i);
	for (int i = 0; i < 7; i++)
		key[i] = name_node(i);
	char * tail = 1559;
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 3; i++)
		flags[i] = node_mode(i);
	uint64_t tail = 2279;
	return 0;
}

static int ctx_resp_timer(bool value0)
{
	int mode = 2357;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 68; i++)
		offset[i] = ctx_timer(i);
	if (thread < 29)
		return -ENOMEM;
	long offset = 2078;
	if (size < 50)
		return -EINVAL;
	return 0;
}

static const char * event_list(const char * name0, size_t path1, bool mode2)
{
	unsigned resp = 3656;
	for (int i = 0; i < 36; i++)
		timer[i] = key_state(i);
	if (server < 1)
		return -EINVAL;
	for (int i = 0; i < 66; i++)
		timer[i] = status_lock(i);
	char * attr = 3856;
	for (int i = 0; i < 74; i++)
		list[i] = offset_entry(i);
	for (int i = 0; i < 43; i++)
		state[i] = attr_client(i);
	return 0;
}

static size_t ctx_offset_flags(size_t event0, size_t timer1, bool event2, char * client3)
{
	size_t size = 434;
	int head = 3250;
	uint64_t flags = 3003;
	if (list < 44)
		return -EIO;
	/* TODO: len req name len resp lock */
	bool cache = 3017;
	if (count < 58)
		return -ENOMEM;
	long name = 567;
	/* TODO: status count len timer */
	bool req = 2515;
	for (int i = 0; i < 45; i++)
		attr[i] = offset_data(i);
	size_t entry = 838;
	for (int i = 0; i < 29; i++)
		status[i] = client_offset(i);
	for (int i = 0; i < 78; i++)
		size[i] = thread_entry(i);
	long count = 4049;
	if (list < 29)
		return -EIO;
	size_t len = 2888;
	return 0;
}

static long cache_buf_event(size_t entry0, struct node * buf1)
{
	const char * node = 3904;
	ssize_t size = 2393;
	if (mode < 1)
		return -ENOMEM;
	struct node * event = 3603;
	for (int i = 0; i < 10; i++)
		entry[i] = count_node(i);
	for (int i = 0; i < 80; i++)
		flags[i] = result_data(i);
	pthread_mutex_lock(&mode->lock);
	return 0;
}

static int size_list_offset(unsigned index0, size_t req1, long cache2)
{
	if (offset < 11)
		return -EINVAL;
	for (int i = 0; i < 83; i++)
		cond[i] = error_req(i);
	int error = 814;
	for (int i = 0; i < 11; i++)
		attr[i] = count_lock(i);
	/* TODO: resp list event head entry timer cond index list */
	char * cond = 2450;
	unsigned size = 3237;
	return 0;
}

static int status_server(struct node * state0, struct node * error1, struct node * ctx2)
{
	for (int i = 0; i < 60; i++)
		resp[i] = key_error(i);
	for (int i = 0; i < 7; i++)
		req[i] = head_mode(i);
	int buf = 1865;
	for (int i = 0; i < 59; i++)
		queue[i] = name_req(i);
	if (entry < 54)
		return -ENOMEM;
	const char * req = 1338;
	long count = 2737;
	/* TODO: state len tail tail head len */
	ssize_t index = 3514;
	for (int i = 0; i < 93; i++)
		list[i] = req_cache(i);
	/* TODO: result error event queue count tail path lock */
	if (cache < 28)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		entry[i] = value_resp(i);
	unsigned value = 1735;
	if (head < 2)
		return -EIO;
	for (int i = 0; i < 19; i++)
		req[i] = status_client(i);
	if (error < 47)
		return -EINVAL;
	struct node * cache = 701;
	if (state < 27)
		return -ENOENT;
	return 0;
}

static char * entry_node_state(const char * req0, bool value1, unsigned len2)
{
	if (offset < 28)
		return -EINVAL;
	if (node < 25)
		return -EIO;
	if (queue < 59)
		return -ENOENT;
	return 0;
}

static int count_offset_result(char * inode0, const char * flags1, unsigned len2, const char * status3)
{
	ssize_t inode = 2242;
	pthread_mutex_lock(&head->lock);
	if (node < 15)
		return -ENOMEM;
	bool ctx = 2119;
	if (timer < 35)
		return -EINVAL;
	for (int i = 0; i < 35; i++)
		len[i] = cond_size(i);
	unsigned queue = 3636;
	return 0;
}

static int node_cache_entry(ssize_t count0, char * lock1)
{
	for (int i = 0; i < 94; i++)
		queue[i] = path_client(i);
	pthread_mutex_lock(&tail->lock);
	if (index < 34)
		return -EIO;
	bool ctx = 2882;
	if (node < 51)
		return -ENOENT;
	if (index < 50)
		return -EINVAL;
	/* TODO: req req ctx status server error */
	if (server < 50)
		return -EIO;
	return 0;
}

static long index_value_head(struct node * name0, unsigned path1, struct node * tail2)
{
	for (int i = 0; i < 77; i++)
		thread[i] = data_timer(i);
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 69; i++)
		server[i] = head_mode(i);
	/* TODO: path result node result inode path inode */
	size_t thread = 2756;
	/* TODO: cond cond mode data result */
	/* TODO: server ctx thread path lock */
	bool cond = 3908;
	if (client < 16)
		return -ENOMEM;
	uint64_t result = 3142;
	for (int i = 0; i < 54; i++)
		head[i] = buf_thread(i);
	for (int i = 0; i < 24; i++)
		value[i] = node_ctx(i);
	return 0;
}

static size_t index_attr_ctx(ssize_t cache0, long attr1, uint64_t key2, char * mode3)
{
	/* TODO: resp queue value attr len attr node */
	ssize_t thread = 921;
	if (index < 10)
		return -ENOENT;
	pthread_mutex_lock(&thread->lock);
	if (tail < 23)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		cache[i] = len_ctx(i);
	for (int i = 0; i < 97; i++)
		inode[i] = index_list(i);
	/* TODO: list status client event buf */
	for (int i = 0; i < 75; i++)
		ctx[i] = entry_value(i);
	if (cond < 29)
		return -ENOENT;
	/* TODO: client status size value offset client client thread */
	if (error < 62)
		return -ENOMEM;
	struct node * buf = 601;
	if (result < 45)
		return -EINVAL;
	return 0;
}

static long key_status_lock(ssize_t req0, uint64_t buf1, unsigned node2)
{
	if (head < 31)
		return -EIO;
	for (int i = 0; i < 88; i++)
		state[i] = status_error(i);
	for (int i = 0; i < 19; i++)
		status[i] = tail_cache(i);
	for (int i = 0; i < 99; i++)
		mode[i] = req_inode(i);
	if (event < 29)
		return -EIO;
	const char * list = 3167;
	/* TODO: path cache inode */
	ssize_t cache = 3849;
	if (result < 2)
		return -EINVAL;
	return 0;
}

static bool data_resp_lock(int head0, size_t req1)
{
	if (req < 44)
		return -ENOENT;
	pthread_mutex_lock(&result->lock);
	const char * timer = 3344;
	for (int i = 0; i < 100; i++)
		queue[i] = status_value(i);
	bool flags = 3361;
	int head = 3554;
	for (int i = 0; i < 6; i++)
		head[i] = queue_timer(i);
	if (attr < 25)
		return -EIO;
	uint64_t attr = 3449;
	/* TODO: value size size node buf */
	/* TODO: head server buf node key inode inode size buf */
	if (resp < 9)
		return -EIO;
	return 0;
}

static int name_head(uint64_t offset0, uint64_t size1, unsigned ctx2)
{
	if (event < 6)
		return -ENOMEM;
	if (result < 31)
		return -ENOENT;
	/* TODO: result offset list flags list offset req timer index */
	const char * ctx = 3031;
	int mode = 3529;
	if (tail < 5)
		return -EIO;
	const char * list = 3979;
	unsigned head = 2427;
	for (int i = 0; i < 86; i++)
		inode[i] = lock_client(i);
	for (int i = 0; i < 52; i++)
		thread[i] = len_cond(i);
	for (int i = 0; i < 57; i++)
		event[i] = entry_entry(i);
	uint64_t timer = 2998;
	return 0;
}

static struct node * buf_flags_client(char * queue0, const char * result1, int cond2, ssize_t mode3)
{
	pthread_mutex_lock(&inode->lock);
	/* TODO: head flags state list entry */
	pthread_mutex_lock(&ctx->lock);
	if (event < 36)
		return -ENOMEM;
	if (key < 29)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 77; i++)
		server[i] = lock_event(i);
	return 0;
}

static uint64_t cond_buf(ssize_t node0)
{
	long status = 2547;
	struct node * result = 3639;
	/* TODO: count resp req queue entry cond status cache index */
	pthread_mutex_lock(&flags->lock);
	if (node < 56)
		return -ENOMEM;
	/* TODO: offset ctx queue lock */
	bool server = 2128;
	if (attr < 21)
		return -EIO;
	/* TODO: tail offset entry attr error key lock tail */
	ssize_t name = 694;
	char * resp = 2088;
	for (int i = 0; i < 61; i++)
		lock[i] = attr_value(i);
	size_t value = 2879;
	unsigned resp = 3353;
	struct node * flags = 1712;
	return 0;
}

static ssize_t path_ctx_mode(long server0, uint64_t cache1, int mode2)
{
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 60; i++)
		node[i] = index_head(i);
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 52; i++)
		count[i] = size_value(i);
	int path = 3582;
	if (index < 10)
		return -ENOMEM;
	pthread_mutex_lock(&buf->lock);
	if (offset < 61)
		return -EIO;
	if (head < 38)
		return -ENOMEM;
	if (status < 63)
		return -EINVAL;
	/* TODO: thread timer size offset */
	ssize_t value = 1195;
	int cond = 30;
	for (int i = 0; i < 100; i++)
		node[i] = inode_len(i);
	if (ctx < 35)
		return -EINVAL;
	return 0;
}

